import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { tellAccountMail } from '../core/auth/account-mail.js';
import { tellJobMatch } from '../core/jobs/job-match.js';
import { sendMail } from '../core/mail-outbox/outbox.js';
import { env } from '../ports/env.js';
import { identity } from '../ports/identity.js';
import { logger, withLogContext } from '../ports/logger.js';
import { pacer } from '../ports/mail-account.js';
import { queuedMail, type QueuedMail } from '../ports/mail-queue.js';
import { sendText } from '../ports/sms.js';
import { mailQueue } from './queues.js';

/** This instance's part of the consumers' share of the SES rate. */
const pace = pacer(mailQueue.rateShare / mailQueue.maxConcurrency);
/** Messages not started this long after the batch began go back to the queue, unsent. */
const STOP_STARTING_MS = (mailQueue.timeoutSeconds - 15) * 1_000;

/**
 * The paced mail queue's consumer (job-match fan-outs and the account e-mails of public
 * requests) (SQS, batches of `mailQueue.batchSize`): each message starts in its slot of the
 * account's rate, without waiting for the ones before it to finish, so telling one person
 * (about ten DynamoDB calls and the send) may take longer than a slot and the batch still goes
 * at the rate (issue 27). A message that fails (or is not reached in time) is reported alone,
 * so SQS delivers only it again; one not understood is dropped with a log line, since no retry
 * can make it readable.
 */
export const handler = withLogContext(
  'mail-queue',
  async (event: SQSEvent): Promise<SQSBatchResponse> => {
    const started = Date.now();
    const failures: string[] = [];
    const counts = { sent: 0, skipped: 0, failed: 0, unreadable: 0 };
    const ports = { sendMail, sendText, identity, appUrl: env('mail').APP_URL, now: Date.now };
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
    const telling: Promise<void>[] = [];
    for (const record of event.Records) {
      if (Date.now() - started > STOP_STARTING_MS) {
        failures.push(record.messageId);
        continue;
      }
      const parsed = queuedMail.safeParse(JSON.parse(record.body || 'null'));
      if (!parsed.success) {
        counts.unreadable++;
        logger.error('Mail queue message not understood', { messageId: record.messageId });
        continue;
      }
      await pace();
      telling.push(tellOne(record.messageId, parsed.data));
    }
    await Promise.all(telling);
    logger.info('mail-queue', counts);
    return { batchItemFailures: failures.map((itemIdentifier) => ({ itemIdentifier })) };
  },
  'Records[0].messageId',
);
