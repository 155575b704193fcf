import { cancelTrialDay } from '../../../core/trial-days/trial-answers.js';
import { httpHandler } from '../../http-handler.js';
import { trialDaysRoutes as routes } from '../../routes/trial-days.js';

export const handler = httpHandler(routes.cancelTrialDay, ({ actor, params, body }) =>
  cancelTrialDay(actor, params, body, Date.now()),
);
