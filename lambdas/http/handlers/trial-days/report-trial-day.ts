import { reportTrialDay } from '../../../core/trial-days/after-the-day.js';
import { httpHandler, reply } from '../../http-handler.js';
import { trialDaysRoutes as routes } from '../../routes/trial-days.js';

export const handler = httpHandler(routes.reportTrialDay, async ({ actor, params, body }) =>
  reply(201, await reportTrialDay(actor, params, body.reason, Date.now())),
);
