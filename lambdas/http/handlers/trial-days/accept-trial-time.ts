import { acceptTrialTime } from '../../../core/trial-days/trial-answers.js';
import { httpHandler } from '../../http-handler.js';
import { trialDaysRoutes as routes } from '../../routes/trial-days.js';

export const handler = httpHandler(routes.acceptTrialTime, ({ actor, params, body }) =>
  acceptTrialTime(actor, params, body, Date.now()),
);
