import { decideGoOn } from '../../../core/trial-days/after-the-day.js';
import { httpHandler } from '../../http-handler.js';
import { trialDaysRoutes as routes } from '../../routes/trial-days.js';

export const handler = httpHandler(routes.trialDayDecision, ({ actor, params, body }) =>
  decideGoOn(actor, params, body.go_on, Date.now()),
);
