import { retryDueMail } from '../core/mail-outbox/outbox.js';
import { logger, withLogContext } from '../ports/logger.js';
import { provideCorePorts } from '../ports/provide-core-ports.js';
import { provideMailPorts } from '../ports/provide-mail-ports.js';

provideCorePorts();

provideMailPorts();

/** Scheduled (lambdas/events/schedules.ts): sends the outbox's due e-mails again. */
export const handler = withLogContext(
  'mail-outbox',
  async (_event: unknown) => {
    const counts = await retryDueMail(Date.now());
    if (counts.sent + counts.retry + counts.parked + counts.skipped > 0)
      logger.info('mail-outbox', { ...counts });
  },
  'id',
);
