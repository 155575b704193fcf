/**
 * EventBridge rules, once: the CDK stack (infra/events.ts) makes a rule + target per entry and
 * the local PutEvents endpoint (infra/local/events.ts) delivers to the same consumers.
 * A consumer file lambdas/events/<consumer>.ts exports `handler(event: EventBridgeEvent)`.
 */
export interface EventRule {
  name: string;
  /** Matched against the event's `source` and `detail-type`. */
  source: string;
  detailType: string;
  consumer: string;
  needs: readonly ('data:read' | 'data:write' | 'mail' | 'events' | 'sms')[];
}

export const EVENT_SOURCE = 'marketplace';

export const eventRules: readonly EventRule[] = [
  {
    // Publishing a job e-mails the caregivers who fit (spec section 1).
    name: 'job-match',
    source: EVENT_SOURCE,
    detailType: 'job.published',
    consumer: 'job-match',
    needs: ['data:write', 'mail', 'sms'],
  },
];

export const rulesFor = (source: string, detailType: string): EventRule[] =>
  eventRules.filter((rule) => rule.source === source && rule.detailType === detailType);
