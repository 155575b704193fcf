import { Entity } from 'electrodb';
import { secondaryIndex } from '../db/table.js';

/**
 * An account being deleted (pk=USER#uid sk=DELETION): written first, deleted last, so a
 * deletion cut short (a timeout, a failed call) is finished by the scheduled job
 * (lambdas/events/account-deletions.ts), and a last pass after every request in flight has
 * ended catches what they wrote. It keeps what the person's other items are found by once
 * their profile is gone.
 */
export const AccountDeletion = new Entity({
  model: { entity: 'accountDeletion', version: '1', service: 'marketplace' },
  attributes: {
    uid: { type: 'string', required: true, readOnly: true },
    requestedAt: { type: 'number', required: true, readOnly: true },
    /**
     * Their address: contact-page messages and e-mail rate limits are keyed by it. Absent for an
     * account made with a phone number only.
     */
    email: { type: 'string', readOnly: true },
    /** Their numbers (for texts, and to sign in with): SMS rate limits are keyed by them. */
    numbers: { type: 'list', items: { type: 'string' } },
    /** Who referred them: the referral in that person's partition is made anonymous. */
    referred_by: { type: 'string', readOnly: true },
    /** What their orders and referral keep instead of the uid (the books need them). */
    alias: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    // the deletion of one account
    byUser: {
      pk: { field: 'pk', composite: ['uid'], template: 'USER#${uid}' },
      sk: { field: 'sk', composite: [], template: 'DELETION' },
    },
    // deletions not yet finished, oldest first (the scheduled job's Query)
    pending: secondaryIndex(
      0,
      { composite: [], template: 'DELETIONS' },
      { composite: ['requestedAt', 'uid'], template: '${requestedAt}#${uid}' },
    ),
  },
});
