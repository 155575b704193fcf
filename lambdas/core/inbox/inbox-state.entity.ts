import { Entity } from 'electrodb';

/**
 * A user's unread counts (the header's notificationCount and messageCount) and when the inbox last changed.
 * Moved only by atomic ADD in the same transaction as the mail it counts, so it is exact; the
 * `changed` stamp is the polling ETag, so an idle poll is one small Get and a 304.
 */
export const InboxState = new Entity({
  model: { entity: 'inboxState', version: '1', service: 'marketplace' },
  attributes: {
    uid: { type: 'string', required: true, readOnly: true },
    /** No defaults on the counters: an upsert writes every default, which would reset the
     * other counter to 0. A missing counter reads as 0. */
    unread: { type: 'number' },
    /** Unread messages in conversations (the header's messageCount), moved the same way. */
    messages: { type: 'number' },
    changed: { type: 'number', default: 0 },
  },
  indexes: {
    // the inbox state of a user
    byUser: {
      pk: { field: 'pk', composite: ['uid'], template: 'USER#${uid}' },
      sk: { field: 'sk', composite: [], template: 'INBOX' },
    },
  },
});
