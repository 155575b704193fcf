import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { tellAccountMail } from '../core/auth/account-mail.js';
import { tellJobMatch } from '../core/jobs/job-match.js';
import { writeThenSendMail } from '../core/mail-outbox/outbox.js';
import type { Mail } from '../core/ports/mail.js';
import { queuedMail, type QueuedMail } from '../core/ports/mail-queue.js';
import { env } from '../ports/env.js';
import { identity } from '../ports/identity.js';
import { logger, withLogContext } from '../ports/logger.js';
import { pacer } from '../ports/mail-account.js';
import { provideCorePorts } from '../ports/provide-core-ports.js';
import { provideViewPorts } from '../ports/provide-view-ports.js';
import { provideMailPorts } from '../ports/provide-mail-ports.js';
import { sendText } from '../ports/sms.js';
import { mailQueue } from './queues.js';

provideCorePorts();

provideViewPorts();

provideMailPorts();

/**
 * This instance's part of the consumers' share of the SES rate. It paces the SES call itself
 * (after the mail's outbox item is written), not the start of a message: the DynamoDB work
 * before and after a send varies in length, and pacing its start let sends bunch above the
 * rate (docs/decisions/mail-and-sms.md, "Job-match fan-out pace").
 */
const pace = pacer(
  mailQueue.rateShare / mailQueue.maxConcurrency,
  mailQueue.catchUpShare / mailQueue.maxConcurrency,
);
const pacedSend = (mail: Mail) => writeThenSendMail(mail, pace);

/**
 * The paced mail queue's consumer (job-match fan-outs and the account e-mails of public requests)
 * (SQS, batches of `mailQueue.batchSize`): every message of the batch starts at once and waits for
 * its slot of the account's rate only at its send, so a message told in less than its slot, or
 * skipped (told already, a job taken down), costs no slot, and the reads and writes around each
 * send overlap the wait for the next (docs/decisions/mail-and-sms.md, "A job for 5,000
 * caregivers"). The pacer gives back, at once, slots left unused between two batches
 * (lambdas/ports/mail-account.ts). A message that fails is reported alone, so SQS delivers only it
 * again; one not understood is dropped with a log line, since no retry can make it readable.
 */
export const handler = withLogContext(
  'mail-queue',
  async (event: SQSEvent): Promise<SQSBatchResponse> => {
    const failures: string[] = [];
    const counts = { sent: 0, skipped: 0, failed: 0, unreadable: 0 };
    const ports = {
      sendMail: pacedSend,
      sendText,
      identity,
      appUrl: env('mail').APP_URL,
      now: Date.now,
    };
    const tellOne = async (messageId: string, message: QueuedMail) => {
      try {
        counts[
          message.kind === 'job-match'
            ? await tellJobMatch(ports, message.post_id, message.uid)
            : await tellAccountMail(ports, message)
        ]++;
      } catch (error) {
        counts.failed++;
        failures.push(messageId);
        logger.warn('Mail queue message failed', { messageId, error: error as Error });
      }
    };
    const telling = event.Records.map((record) => {
      const parsed = queuedMail.safeParse(JSON.parse(record.body || 'null'));
      if (parsed.success) return tellOne(record.messageId, parsed.data);
      counts.unreadable++;
      logger.error('Mail queue message not understood', { messageId: record.messageId });
      return Promise.resolve();
    });
    await Promise.all(telling);
    logger.info('mail-queue', counts);
    return { batchItemFailures: failures.map((itemIdentifier) => ({ itemIdentifier })) };
  },
  'Records[0].messageId',
);
