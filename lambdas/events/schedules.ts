/**
 * Jobs that run on a clock, once: the CDK stack (infra/events.ts) makes a scheduled rule +
 * consumer per entry, and the local runtime (infra/local/events.ts) runs the same consumers on
 * a timer. A consumer file lambdas/events/<consumer>.ts exports `handler(event)`.
 */
export interface ScheduledJob {
  name: string;
  everyMinutes: number;
  consumer: string;
  needs: readonly ('data:read' | 'data:write')[];
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
];
