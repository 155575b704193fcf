import { personalityTests } from '../../../core/personality/personality-tests.js';
import { httpHandler } from '../../http-handler.js';
import { routes } from '../../routes.js';
import { signedIn } from '../../signed-in.js';

export const handler = httpHandler(routes.personalityTest, ({ actor }) =>
  personalityTests.status(signedIn(actor)),
);
