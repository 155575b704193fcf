import { myTrialDays } from '../../../core/trial-days/trial-day-lists.js';
import { httpHandler } from '../../http-handler.js';
import { trialDaysRoutes as routes } from '../../routes/trial-days.js';

export const handler = httpHandler(routes.myTrialDays, ({ actor }) =>
  myTrialDays(actor, Date.now()),
);
