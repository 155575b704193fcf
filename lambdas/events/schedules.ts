import type { Need } from '../ports/needs.js';

/**
 * Jobs that run on a clock, once: the CDK stack (infra/events.ts) makes a scheduled rule +
 * consumer per entry, and the local runtime (infra/local/events.ts) runs the same consumers on
 * a timer. A consumer file lambdas/events/<consumer>.ts exports `handler(event)`.
 */
export interface ScheduledJob {
  name: string;
  everyMinutes: number;
  /** The local runtime's interval (infra/local/schedules.ts), when a minute is too slow. */
  localEverySeconds?: number;
  consumer: string;
  needs: readonly Need[];
  /** The consumer's timeout, when the default 10 s is too short. */
  timeoutSeconds?: number;
}

export const scheduledJobs: readonly ScheduledJob[] = [
  {
    // Ended featured placements stop ranking first (DESIGN.md: cards are rewritten when a
    // featured period ends). Placements end by the day, so a quarter hour late is harmless.
    name: 'featured-expiry',
    everyMinutes: 15,
    consumer: 'featured-expiry',
    needs: ['data:write'],
  },
  {
    // The mail outbox's retrier (docs/decisions/mail-and-sms.md, "The mail outbox"): e-mails SES
    // did not take at once go out here, with backoff, paced to its share of the account's SES rate
    // (GetAccount). Every minute in AWS (EventBridge's finest rate); every 3 s locally. A run stops
    // claiming after 40 s (lambdas/core/mail-outbox/outbox.ts), within this timeout.
    name: 'mail-outbox',
    everyMinutes: 1,
    localEverySeconds: 3,
    consumer: 'mail-outbox',
    needs: ['data:write', 'mail', 'mail:account'],
    timeoutSeconds: 60,
  },
  {
    // Account deletions: the last pass of each, once requests under way at the time have
    // ended, and the rest of any cut short (lambdas/core/privacy/deletions.ts). Every 5 s
    // locally, so tests and `npm start` see a deletion finished within seconds.
    name: 'account-deletions',
    everyMinutes: 1,
    localEverySeconds: 5,
    consumer: 'account-deletions',
    needs: ['data:write', 'identity:delete-user', 'storage:delete', 'storage:list'],
    timeoutSeconds: 120,
  },
  {
    // Reminders: trial days (docs/decisions/trial-days.md, "Reminders"), the day before and two
    // hours before, and pay days (docs/decisions/pay-days-and-payslips.md, "Pay-day reminders"), 08:00 on the
    // country's clock; five minutes late is harmless. One job for both, sharing its timeout and
    // its run's budget (the stage is at its function limit). Every 3 s locally.
    name: 'reminders',
    everyMinutes: 5,
    localEverySeconds: 3,
    consumer: 'reminders',
    needs: ['data:write'],
    timeoutSeconds: 60,
  },
  {
    // Payouts to mobile money numbers (docs/decisions/wages-and-payouts.md): due ones are sent,
    // failed attempts tried again with the same reference after a pause, and a sent transfer
    // whose webhook is late is asked about. Every minute in AWS; every 2 s locally, so a payout
    // follows its collection within seconds in tests and `npm start`.
    name: 'payouts',
    everyMinutes: 1,
    localEverySeconds: 2,
    consumer: 'payouts',
    needs: ['data:write', 'payments'],
    timeoutSeconds: 60,
  },
];
