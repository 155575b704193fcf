import { confirmHappened } from '../../../core/trial-days/after-the-day.js';
import { httpHandler } from '../../http-handler.js';
import { trialDaysRoutes as routes } from '../../routes/trial-days.js';

export const handler = httpHandler(routes.trialDayHappened, ({ actor, params, body }) =>
  confirmHappened(actor, params, body.happened, Date.now()),
);
