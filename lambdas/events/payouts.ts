import { runDuePayouts } from '../core/payouts/payouts.js';
import { logger, withLogContext } from '../ports/logger.js';
import { payments } from '../ports/payments.js';
import { provideCorePorts } from '../ports/provide-core-ports.js';

provideCorePorts();

/**
 * Scheduled (lambdas/events/schedules.ts): sends the payouts now due and asks the provider about
 * sent ones whose webhook is late (lambdas/core/payouts/payouts.ts).
 */
export const handler = withLogContext(
  'payouts',
  async (_event: unknown) => {
    const result = await runDuePayouts(payments, Date.now());
    if (result.due) logger.info('payouts', result);
  },
  'id',
);
