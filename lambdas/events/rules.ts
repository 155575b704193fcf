import { EVENT_SOURCE, type EventName } from '../core/ports/events.js';
import type { Need } from '../ports/needs.js';

/**
 * EventBridge rules, once: the CDK stack (infra/events.ts) makes a rule + target per entry and
 * the local PutEvents endpoint (infra/local/events.ts) delivers to the same consumers.
 * A consumer file lambdas/events/<consumer>.ts exports `handler(event: EventBridgeEvent)`.
 */
export interface EventRule {
  name: string;
  /** Matched against the event's `source` and `detail-type`. */
  source: string;
  detailType: EventName;
  consumer: string;
  needs: readonly Need[];
  /** The consumer's timeout, when the default 10 s is too short. */
  timeoutSeconds?: number;
}

export const eventRules: readonly EventRule[] = [
  {
    // Publishing a job e-mails the caregivers who fit (spec section 1): the consumer reads who
    // they are and puts one message each on the paced mail queue (lambdas/events/queues.ts).
    name: 'job-match',
    source: EVENT_SOURCE,
    detailType: 'job.published',
    consumer: 'job-match',
    needs: ['data:read', 'mail:queue'],
    // Thousands of caregivers: a Query, a BatchGetItem and ten SendMessageBatch calls per 100.
    timeoutSeconds: 60,
  },
];

export const rulesFor = (source: string, detailType: string): EventRule[] =>
  eventRules.filter((rule) => rule.source === source && rule.detailType === detailType);
