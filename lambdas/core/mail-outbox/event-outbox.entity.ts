import { Entity } from 'electrodb';

/**
 * An event an action announces (a job published), written in the action's own transaction and
 * put on the event bus after the answer by the deliveries consumer (lambdas/events/deliveries.ts):
 * the request makes no EventBridge call of its own, and an event cannot be lost between the
 * write that commits and a call after it. The bus's consumers already take an event delivered
 * twice (EventBridge delivers at least once), so the consumer leaves the item to its TTL.
 */
export const EventOutboxItem = new Entity({
  model: { entity: 'eventOutbox', version: '1', service: 'marketplace' },
  attributes: {
    id: { type: 'string', required: true, readOnly: true },
    detailType: { type: 'string', required: true, readOnly: true },
    /** The event's detail, as JSON (its shape is the detail type's). */
    detail: { type: 'string', required: true, readOnly: true },
    created: { type: 'number', required: true, readOnly: true },
    /** Seconds, DynamoDB TTL. */
    expiresAt: { type: 'number', required: true },
  },
  indexes: {
    // event outbox item by id
    byId: {
      pk: { field: 'pk', composite: ['id'], template: 'EVENTOUT#${id}' },
      sk: { field: 'sk', composite: [], template: 'EVENTOUT' },
    },
  },
});
