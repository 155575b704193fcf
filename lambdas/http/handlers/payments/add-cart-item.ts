import { carts } from '../../../core/payments/cart.js';
import { httpHandler } from '../../http-handler.js';
import { paymentsRoutes as routes } from '../../routes/payments.js';
import { signedIn } from '../../signed-in.js';

export const handler = httpHandler(routes.addCartItem, ({ actor, body }) =>
  carts.add(signedIn(actor), body.package_id, body.qty),
);
