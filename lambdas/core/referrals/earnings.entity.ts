import { Entity } from 'electrodb';

/**
 * A referrer's total commission in one currency, kept by atomic ADD in the transaction that
 * records each commission, so the referrals screen shows totals without reading every line.
 */
export const Earnings = new Entity({
  model: { entity: 'earnings', version: '1', service: 'marketplace' },
  attributes: {
    referrer: { type: 'string', required: true, readOnly: true },
    currency: { type: 'string', required: true, readOnly: true },
    earnedMinor: { type: 'number', default: 0 },
  },
  indexes: {
    // a referrer's totals, one per currency
    byReferrer: {
      pk: { field: 'pk', composite: ['referrer'], template: 'USER#${referrer}' },
      sk: { field: 'sk', composite: ['currency'], template: 'EARNINGS#${currency}' },
    },
  },
});
