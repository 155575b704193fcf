import { sendDuePayDayReminders } from '../core/pay-day/send-reminders.js';
import { sendDueReminders } from '../core/trial-days/reminders.js';
import { logger, withLogContext } from '../ports/logger.js';
import { provideCorePorts } from '../ports/provide-core-ports.js';

provideCorePorts();

/**
 * How long one run keeps sending, both kinds together (its function's timeout is 60 s,
 * schedules.ts): a busy hour's reminders go out in the run that finds them.
 */
const RUN_BUDGET_MS = 40_000;

/**
 * Scheduled (lambdas/events/schedules.ts): sends the reminders now due, each once: trial days
 * to both people (lambdas/core/trial-days/reminders.ts), then pay days to parents
 * (lambdas/core/pay-day/send-reminders.ts), within one shared budget.
 */
export const handler = withLogContext(
  'reminders',
  async (_event: unknown) => {
    const now = Date.now();
    const until = now + RUN_BUDGET_MS;
    const trialDays = await sendDueReminders(now, until);
    const payDays = await sendDuePayDayReminders(now, until);
    logger.info('reminders', { trialDays, payDays });
  },
  'id',
);
