import { personalityTests } from '../../../core/personality/personality-tests.js';
import { httpHandler } from '../../http-handler.js';
import { personalityRoutes as routes } from '../../routes/personality.js';

export const handler = httpHandler(routes.personalityTest, ({ actor }) =>
  personalityTests.status(actor),
);
