import { myOrders } from '../../../core/payments/orders.js';
import { httpHandler } from '../../http-handler.js';
import { paymentsRoutes as routes } from '../../routes/payments.js';

export const handler = httpHandler(routes.myOrders, ({ actor, query }) =>
  myOrders(actor, query.cursor),
);
