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
  needs: readonly ('data:read' | 'data:write' | 'mail' | 'events')[];
}

export const EVENT_SOURCE = 'marketplace';

/** Later issues add their rules here (job-match e-mails are the first). */
export const eventRules: readonly EventRule[] = [];

export const rulesFor = (source: string, detailType: string): EventRule[] =>
  eventRules.filter((rule) => rule.source === source && rule.detailType === detailType);
