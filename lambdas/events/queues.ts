import type { Need } from '../ports/needs.js';

/**
 * The paced mail queue, once (docs/decisions/mail-and-sms.md, "Mail on a new account"): the CDK
 * stack (infra/mail.ts, infra/events.ts) makes the queue, its dead-letter queue and the
 * SQS-triggered consumer from this, and the local runtime (infra/local/queues.ts) delivers to the
 * same consumer with the same batch size and concurrency. A fan-out (job-match) puts one message
 * per recipient here instead of sending inline.
 */
/** What every queue of the app states once, read by the CDK stack and the local runtime. */
export interface AppQueue {
  name: string;
  consumer: string;
  batchSize: number;
  /** Seconds SQS's poller gathers a batch before invoking (needed above 10 a batch). */
  batchingWindowSeconds?: number;
  maxConcurrency: number;
  timeoutSeconds: number;
  maxReceiveCount: number;
  /** The producers' setting that holds its URL (lambdas/ports/env.ts). */
  urlSetting: string;
  needs: readonly Need[];
}

export const mailQueue = {
  name: 'mail-queue',
  urlSetting: 'MAIL_QUEUE_URL',
  consumer: 'mail-queue',
  /** Messages per invocation: at the sandbox's 1 message/s shared by two, 10 take ~30 s. */
  batchSize: 10,
  /** Concurrent invocations (SQS's maximum concurrency; 2 is the least it allows). */
  maxConcurrency: 2,
  /** The consumer's timeout; the queue's visibility timeout is six times it (AWS's advice). */
  timeoutSeconds: 60,
  /** Receives before a message goes to the dead-letter queue. */
  maxReceiveCount: 5,
  /**
   * The consumers' share of the account's SES rate, together (the retrier has 0.2, single
   * request e-mails the rest): each of the `maxConcurrency` instances paces to its part.
   */
  rateShare: 0.7,
  /**
   * The most of the account's rate the consumers reach together while taking back slots they
   * left unused between batches (lambdas/ports/mail-account.ts): under SES's rate, with room
   * for the retrier's sends beside them.
   */
  catchUpShare: 0.84,
  needs: ['data:write', 'mail', 'mail:account', 'sms', 'identity:lookup'],
} as const satisfies AppQueue & { rateShare: number; catchUpShare: number };

/**
 * The views queue (docs/decisions/data-and-dynamodb.md, "Views counted off the request path"): a
 * profile or job view only puts a message here; the consumer counts a batch at a time, one write
 * per viewed record per batch instead of several per view.
 */
export const viewsQueue = {
  name: 'views-queue',
  urlSetting: 'VIEWS_QUEUE_URL',
  consumer: 'views-queue',
  /** Views of one popular page within a window become one ADD. */
  batchSize: 100,
  /** Counts shown lag the views by at most about this much. */
  batchingWindowSeconds: 30,
  maxConcurrency: 2,
  timeoutSeconds: 30,
  maxReceiveCount: 5,
  needs: ['data:write'],
} as const satisfies AppQueue;

/** Every queue, for the local runtime's stand-in. */
export const appQueues: readonly AppQueue[] = [mailQueue, viewsQueue];
