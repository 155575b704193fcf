import { Entity } from 'electrodb';

/**
 * users/{referrer}/referrals/{new uid} of the spec: status turns true on the member's first
 * completed purchase, in the same transaction that records the referrer's commission here.
 * One record per member, so the commission is recorded at most once.
 */
export const Referral = new Entity({
  model: { entity: 'referral', version: '1', service: 'marketplace' },
  attributes: {
    referrer: { type: 'string', required: true, readOnly: true },
    user_id: { type: 'string', required: true, readOnly: true },
    status: { type: 'boolean', default: false },
    date_created: { type: 'number', required: true, readOnly: true },
    /** The ledger line: what the first purchase earned, and when it becomes payable. */
    commission: {
      type: 'map',
      properties: {
        oid: { type: 'string', required: true },
        amountMinor: { type: 'number', required: true },
        currency: { type: 'string', required: true },
        percent: { type: 'number', required: true },
        earnedAt: { type: 'number', required: true },
        payableAt: { type: 'number', required: true },
      },
    },
  },
  indexes: {
    // referrals of a referrer
    byReferrer: {
      pk: { field: 'pk', composite: ['referrer'], template: 'USER#${referrer}' },
      sk: { field: 'sk', composite: ['user_id'], template: 'REFERRAL#${user_id}' },
    },
  },
});
