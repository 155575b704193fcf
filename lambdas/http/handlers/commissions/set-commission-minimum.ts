import { commissionMinimums } from '../../../core/commissions/minimum.js';
import { httpHandler } from '../../http-handler.js';
import { commissionsRoutes as routes } from '../../routes/commissions.js';

export const handler = httpHandler(routes.setCommissionMinimum, ({ actor, params, body }) =>
  commissionMinimums.set(params.currency, body.minimum_minor, actor.uid, Date.now()),
);
