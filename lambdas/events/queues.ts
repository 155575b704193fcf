/**
 * The paced mail queue, once (docs/decisions.md, "Mail on a new account"): the CDK stack
 * (infra/mail.ts, infra/events.ts) makes the queue, its dead-letter queue and the SQS-triggered
 * consumer from this, and the local runtime (infra/local/queues.ts) delivers to the same
 * consumer with the same batch size and concurrency. A fan-out (job-match) puts one message
 * per recipient here instead of sending inline.
 */
export const mailQueue = {
  name: 'mail-queue',
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
  needs: ['data:write', 'mail', 'mail:account', 'sms', 'identity:lookup'],
} as const;
