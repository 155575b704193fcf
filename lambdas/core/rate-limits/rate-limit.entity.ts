import { Entity } from 'electrodb';

/**
 * One counter per (kind, subject, window): ADDed with a condition (`count < limit`) so one
 * request is one write, and removed by DynamoDB's TTL after its window, so the table never grows.
 */
export const RateLimit = new Entity({
  model: { entity: 'rateLimit', version: '1', service: 'marketplace' },
  attributes: {
    kind: { type: 'string', required: true, readOnly: true },
    /** The user id or the lower-case e-mail address counted. */
    subject: { type: 'string', required: true, readOnly: true },
    /** The window's start, epoch seconds. */
    window: { type: 'string', required: true, readOnly: true },
    count: { type: 'number', default: 0 },
    expiresAt: { type: 'number', required: true },
  },
  indexes: {
    // the counter of a subject's requests of a kind in one window
    byWindow: {
      pk: { field: 'pk', composite: ['kind', 'subject'], template: 'LIMIT#${kind}#${subject}' },
      sk: { field: 'sk', composite: ['window'], template: 'W#${window}' },
    },
  },
});
