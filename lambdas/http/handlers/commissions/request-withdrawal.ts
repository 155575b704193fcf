import { requestWithdrawal } from '../../../core/commissions/request-withdrawal.js';
import { httpHandler } from '../../http-handler.js';
import { commissionsRoutes as routes } from '../../routes/commissions.js';

export const handler = httpHandler(routes.requestWithdrawal, ({ actor, body }) =>
  requestWithdrawal(actor, body, Date.now()),
);
