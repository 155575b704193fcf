import { carts } from '../../../core/payments/cart.js';
import { httpHandler } from '../../http-handler.js';
import { paymentsRoutes as routes } from '../../routes/payments.js';

export const handler = httpHandler(routes.addCartItem, ({ actor, body }) =>
  carts.add(actor, body.package_id, body.qty),
);
