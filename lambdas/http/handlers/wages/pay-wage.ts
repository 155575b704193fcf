import { payWage } from '../../../core/wages/create-wage.js';
import { env } from '../../../ports/env.js';
import { payments } from '../../../ports/payments.js';
import { httpHandler } from '../../http-handler.js';
import { wagesRoutes as routes } from '../../routes/wages.js';
import { wagePayments } from '../../wage-ports.js';

export const handler = httpHandler(routes.payWage, async ({ actor, params, body }) => {
  // Without usable credentials nothing is written and the provider is never called.
  await payments.ready();
  return payWage(
    actor,
    params,
    body,
    { ...wagePayments(), appUrl: env('payments').APP_URL },
    Date.now(),
  );
});
