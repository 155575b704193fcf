import { retryWithdrawal } from '../../../core/commissions/decide-withdrawal.js';
import { payments } from '../../../ports/payments.js';
import { httpHandler } from '../../http-handler.js';
import { commissionsRoutes as routes } from '../../routes/commissions.js';

export const handler = httpHandler(routes.retryCommissionPayout, ({ params }) =>
  retryWithdrawal(params.id, payments, Date.now()),
);
