import { checkout } from '../../../core/payments/checkout.js';
import { env } from '../../../ports/env.js';
import { payments } from '../../../ports/payments.js';
import { httpHandler } from '../../http-handler.js';
import { paymentsRoutes as routes } from '../../routes/payments.js';
import { signedIn } from '../../signed-in.js';

export const handler = httpHandler(routes.checkout, async ({ actor, body }) => {
  // Before the cart becomes an order: without usable credentials nothing is changed.
  await payments.ready();
  return checkout(signedIn(actor), body.cart_name, {
    appUrl: env('payments').APP_URL,
    createCheckout: (request) => payments.createCheckout(request),
  });
});
