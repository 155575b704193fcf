import { hireTrialDays } from '../../../core/trial-days/trial-day-lists.js';
import { httpHandler } from '../../http-handler.js';
import { trialDaysRoutes as routes } from '../../routes/trial-days.js';

export const handler = httpHandler(routes.hireTrialDays, ({ actor, params }) =>
  hireTrialDays(actor, params.id, params.uid, Date.now()),
);
