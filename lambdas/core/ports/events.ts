/**
 * The event catalogue: the events actions announce on the bus, each detail type with its
 * detail. Publishers (mail-outbox/event-outbox.ts) and consumers (lambdas/events/rules.ts and
 * the consumers it routes to) read the same names and shapes here.
 */
export interface EventDetails {
  'job.published': { post_id: string };
}
export type EventName = keyof EventDetails;

/** The source of every event the app puts on its bus; the rules match it. */
export const EVENT_SOURCE = 'marketplace';

/** Puts one event on the bus; throws when the bus did not take it. */
export type PublishEvent = (detailType: string, detail: Record<string, unknown>) => Promise<void>;
