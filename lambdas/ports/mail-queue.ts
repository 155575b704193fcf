import { SendMessageBatchCommand } from '@aws-sdk/client-sqs';
import * as z from 'zod';
import { sqsClient } from './clients/sqs.js';
import { env } from './env.js';

/**
 * What the mail queue carries: one recipient's e-mail of a fan-out, named by ids, and the account
 * e-mails a public request asks for (docs/decisions/accounts-and-sessions.md, "Account e-mails of
 * public requests go through the mail queue"): the request only puts the message here, so it
 * answers at once whatever SES does, and does the same work whether or not the address has an
 * account.
 */
export const queuedMail = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('job-match'), post_id: z.string().min(1), uid: z.string().min(1) }),
  /** The link of a new registration (the account exists: its uid). */
  z.object({
    kind: z.literal('verify-email'),
    uid: z.string().min(1),
    email: z.string().min(3),
    appLanguage: z.string().optional(),
  }),
  /** A reset or a new verification link, if the address has an account that may have one. */
  z.object({ kind: z.enum(['password-reset', 'verification-again']), email: z.string().min(3) }),
]);
export type QueuedMail = z.infer<typeof queuedMail>;

/** SendMessageBatch takes at most 10 entries. */
const BATCH = 10;

/**
 * Puts messages on the paced mail queue (lambdas/events/queues.ts), 10 a call, the calls of
 * one page at once; throws when SQS did not take every one (the event is then retried, and
 * the consumer's per-recipient claim makes a second message harmless).
 */
export async function enqueueMail(messages: readonly QueuedMail[]): Promise<void> {
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
}
