import { approveWithdrawal } from '../../../core/commissions/decide-withdrawal.js';
import { payments } from '../../../ports/payments.js';
import { httpHandler } from '../../http-handler.js';
import { commissionsRoutes as routes } from '../../routes/commissions.js';

export const handler = httpHandler(routes.approveCommissionPayout, ({ actor, params }) =>
  approveWithdrawal(actor, params.id, payments, Date.now()),
);
