import { Entity } from 'electrodb';

/**
 * The session fence of a user (pk=SESSIONS#<holder> sk=FENCE): the one item every signed-in request
 * reads (http-handler.ts), with a strongly consistent GetItem. A token whose `auth_time` is
 * before `validAfter` was signed in before the person's roles, password or account changed,
 * and is refused; `suspended` refuses every token while a suspension lasts.
 */
export const SessionFence = new Entity({
  model: { entity: 'sessionFence', version: '1', service: 'marketplace' },
  attributes: {
    /**
     * A one-way hash of the user's id (session-fence.ts `holderOf`), not the id itself: a
     * deleted account's fence outlives its erasure by a day, and then holds nothing that
     * names the person.
     */
    holder: { type: 'string', required: true, readOnly: true },
    /** Epoch seconds: sessions signed in before this second are over. */
    validAfter: { type: 'number', required: true },
    /** Set while the account is suspended (moderation/suspensions.ts). */
    suspended: { type: 'boolean' },
    /**
     * Only for a deleted account (seconds, DynamoDB TTL): the fence outlives every token
     * signed in before the deletion, and then goes.
     */
    expiresAt: { type: 'number' },
  },
  indexes: {
    // the session fence of a user (read on every signed-in request)
    byUid: {
      pk: { field: 'pk', composite: ['holder'], template: 'SESSIONS#${holder}' },
      sk: { field: 'sk', composite: [], template: 'FENCE' },
    },
  },
});
