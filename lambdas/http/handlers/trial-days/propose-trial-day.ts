import { proposeTrialDay } from '../../../core/trial-days/trial-times.js';
import { httpHandler, reply } from '../../http-handler.js';
import { trialDaysRoutes as routes } from '../../routes/trial-days.js';

export const handler = httpHandler(routes.proposeTrialDay, async ({ actor, params, body }) =>
  reply(201, await proposeTrialDay(actor, params.id, params.uid, body.times, Date.now())),
);
