import { Entity } from 'electrodb';

/**
 * The answer to a request sent with an Idempotency-Key on a route the SPA may keep offline
 * (RouteDef.keptOffline): claimed before the handler runs, then holding the answer, so the same
 * request sent again gets the first answer instead of being done twice. Removed by DynamoDB's
 * TTL a day later, and with the account.
 */
export const KeyedAnswer = new Entity({
  model: { entity: 'keyedAnswer', version: '1', service: 'marketplace' },
  attributes: {
    uid: { type: 'string', required: true, readOnly: true },
    key: { type: 'string', required: true, readOnly: true },
    /** Method, path and a hash of the body: the same key for another request is refused. */
    request: { type: 'string', required: true, readOnly: true },
    state: { type: ['started', 'done'] as const, required: true },
    /** When the handler was (last) started, epoch ms: a claim left by a crash expires. */
    startedAt: { type: 'number', required: true },
    /** The answer as sent: status, headers and body. */
    answer: { type: 'string' },
    expiresAt: { type: 'number', required: true },
  },
  indexes: {
    // a user's keyed requests, by key
    byKey: {
      pk: { field: 'pk', composite: ['uid'], template: 'KEYED#${uid}' },
      sk: { field: 'sk', composite: ['key'], template: 'K#${key}' },
    },
  },
});
