import { checkout } from '../../../core/payments/checkout.js';
import { env } from '../../../ports/env.js';
import { payments } from '../../../ports/payments.js';
import { checksPassed } from '../../../ports/write-gate.js';
import { httpHandler } from '../../http-handler.js';
import { paymentsRoutes as routes } from '../../routes/payments.js';

export const handler = httpHandler(routes.checkout, async ({ actor, body }) => {
  // Checked beside the route's reads (awaited first, it would be a step of its own): without
  // usable credentials the provider is never called, so the cart never becomes an order.
  const ready = payments.ready();
  ready.catch(() => undefined);
  return checkout(actor, body.cart_name, {
    appUrl: env('payments').APP_URL,
    // The provider is called like a write: only once the caller's checks have passed.
    createCheckout: async (request) => {
      await ready;
      await checksPassed();
      return payments.createCheckout(request);
    },
  });
});
