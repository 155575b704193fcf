import { ownOrder, viewOf } from '../../../core/payments/orders.js';
import { httpHandler } from '../../http-handler.js';
import { paymentsRoutes as routes } from '../../routes/payments.js';

/** The spec's checkPaymentStatus. */
export const handler = httpHandler(routes.orderStatus, async ({ actor, params }) => ({
  order: viewOf(await ownOrder(actor, params.oid)),
}));
