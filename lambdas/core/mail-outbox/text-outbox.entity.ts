import { Entity } from 'electrodb';

/**
 * A text a request asked for (a confirmation code), written by the request and sent after its
 * answer by the deliveries consumer (lambdas/events/deliveries.ts), which takes it by deleting
 * it: a redelivered stream record finds nothing left to send. Texts are not retried (a new code
 * can be asked for); an item the consumer never reached expires by TTL after a day.
 */
export const TextOutboxItem = new Entity({
  model: { entity: 'textOutbox', version: '1', service: 'marketplace' },
  attributes: {
    id: { type: 'string', required: true, readOnly: true },
    text: {
      type: 'map',
      required: true,
      readOnly: true,
      properties: {
        to: { type: 'string', required: true },
        body: { type: 'string', required: true },
      },
    },
    created: { type: 'number', required: true, readOnly: true },
    /** Seconds, DynamoDB TTL. */
    expiresAt: { type: 'number', required: true },
  },
  indexes: {
    // text outbox item by id
    byId: {
      pk: { field: 'pk', composite: ['id'], template: 'TEXTOUT#${id}' },
      sk: { field: 'sk', composite: [], template: 'TEXTOUT' },
    },
  },
});
