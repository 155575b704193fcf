import { SendMessageBatchCommand } from '@aws-sdk/client-sqs';
import type { EnqueueMail } from '../core/ports/mail-queue.js';
import { sqsClient } from './clients/sqs.js';
import { env } from './env.js';

/** SendMessageBatch takes at most 10 entries. */
const BATCH = 10;

/**
 * Puts messages on the paced mail queue (lambdas/events/queues.ts), 10 a call, the calls of
 * one page at once; throws when SQS did not take every one (the event is then retried, and
 * the consumer's per-recipient claim makes a second message harmless).
 */
export const enqueueMail: EnqueueMail = async (messages) => {
  const QueueUrl = env('mailQueue').MAIL_QUEUE_URL;
  const calls = [];
  for (let start = 0; start < messages.length; start += BATCH) {
    const entries = messages.slice(start, start + BATCH).map((message, index) => ({
      Id: String(index),
      MessageBody: JSON.stringify(message),
    }));
    calls.push(sqsClient().send(new SendMessageBatchCommand({ QueueUrl, Entries: entries })));
  }
  const failed = (await Promise.all(calls)).flatMap((result) => result.Failed ?? []);
  if (failed.length)
    throw new Error(`mail queue refused ${failed.length} messages: ${failed[0]?.Message}`);
};
