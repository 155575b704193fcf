import { checkout } from '../../../core/payments/orders.js';
import { env } from '../../../ports/env.js';
import { payments } from '../../../ports/payments.js';
import { httpHandler } from '../../http-handler.js';
import { paymentsRoutes as routes } from '../../routes/payments.js';
import { signedIn } from '../../signed-in.js';

export const handler = httpHandler(routes.checkout, ({ actor, body }) =>
  checkout(signedIn(actor), body.cart_name, {
    appUrl: env('payments').APP_URL,
    createCheckout: (request) => payments.createCheckout(request),
  }),
);
