import { carts } from '../../../core/payments/cart.js';
import { httpHandler } from '../../http-handler.js';
import { paymentsRoutes as routes } from '../../routes/payments.js';

export const handler = httpHandler(routes.setCartItem, ({ actor, params, body }) =>
  carts.setQty(actor, params.package_id, body.qty),
);
