import { refuseWithdrawal } from '../../../core/commissions/decide-withdrawal.js';
import { httpHandler } from '../../http-handler.js';
import { commissionsRoutes as routes } from '../../routes/commissions.js';

export const handler = httpHandler(routes.refuseCommissionPayout, ({ actor, params, body }) =>
  refuseWithdrawal(actor, params.id, body.reason, Date.now()),
);
