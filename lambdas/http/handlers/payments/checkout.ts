import { checkout } from '../../../core/payments/checkout.js';
import { env } from '../../../ports/env.js';
import { payments } from '../../../ports/payments.js';
import { checksPassed } from '../../../ports/write-gate.js';
import { httpHandler } from '../../http-handler.js';
import { paymentsRoutes as routes } from '../../routes/payments.js';
import { signedIn } from '../../signed-in.js';

export const handler = httpHandler(routes.checkout, async ({ actor, body }) => {
  // Before the cart becomes an order: without usable credentials nothing is changed.
  await payments.ready();
  return checkout(signedIn(actor), body.cart_name, {
    appUrl: env('payments').APP_URL,
    // The provider is called like a write: only once the caller's checks have passed.
    createCheckout: async (request) => {
      await checksPassed();
      return payments.createCheckout(request);
    },
  });
});
