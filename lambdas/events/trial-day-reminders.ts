import { sendDueReminders } from '../core/trial-days/reminders.js';
import { logger, withLogContext } from '../ports/logger.js';
import { provideCorePorts } from '../ports/provide-core-ports.js';

provideCorePorts();

/**
 * Scheduled (lambdas/events/schedules.ts): sends the trial-day reminders now due, each once, to
 * both people (lambdas/core/trial-days/reminders.ts).
 */
export const handler = withLogContext(
  'trial-day-reminders',
  async (_event: unknown) => {
    const result = await sendDueReminders(Date.now());
    logger.info('trial-day-reminders', result);
  },
  'id',
);
