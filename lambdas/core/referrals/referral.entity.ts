import { Entity } from 'electrodb';

/** users/{referrer}/referrals/{new uid} of the spec: status turns true on the first purchase. */
export const Referral = new Entity({
  model: { entity: 'referral', version: '1', service: 'marketplace' },
  attributes: {
    referrer: { type: 'string', required: true, readOnly: true },
    user_id: { type: 'string', required: true, readOnly: true },
    status: { type: 'boolean', default: false },
    date_created: { type: 'number', required: true, readOnly: true },
  },
  indexes: {
    // referrals of a referrer
    byReferrer: {
      pk: { field: 'pk', composite: ['referrer'], template: 'USER#${referrer}' },
      sk: { field: 'sk', composite: ['user_id'], template: 'REFERRAL#${user_id}' },
    },
  },
});
