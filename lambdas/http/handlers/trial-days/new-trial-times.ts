import { newTrialTimes } from '../../../core/trial-days/trial-times.js';
import { httpHandler } from '../../http-handler.js';
import { trialDaysRoutes as routes } from '../../routes/trial-days.js';

export const handler = httpHandler(routes.newTrialTimes, ({ actor, params, body }) =>
  newTrialTimes(actor, params, body, Date.now()),
);
