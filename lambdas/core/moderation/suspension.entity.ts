import { Entity } from 'electrodb';

/**
 * The marker of a suspended account, beside its profile (pk=USER#uid sk=SUSPENDED). Every
 * signed-in request reads it with one small eventually-consistent GetItem (http-handler.ts), so
 * a suspension takes effect on the next request even while the user's token is still valid.
 */
export const Suspension = new Entity({
  model: { entity: 'suspension', version: '1', service: 'marketplace' },
  attributes: {
    uid: { type: 'string', required: true, readOnly: true },
    /** The admin who suspended, and when. */
    by: { type: 'string', required: true },
    at: { type: 'number', required: true },
    reason: { type: 'string' },
  },
  indexes: {
    // whether a user is suspended (read on every signed-in request)
    byUid: {
      pk: { field: 'pk', composite: ['uid'], template: 'USER#${uid}' },
      sk: { field: 'sk', composite: [], template: 'SUSPENDED' },
    },
  },
});
