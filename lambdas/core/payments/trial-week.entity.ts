import { Entity } from 'electrodb';

/**
 * The caregiver's last featured trial week: which order bought it and when it was ordered.
 * Written in checkout's transaction, conditional on the one read, so two orders can never
 * both take the trial (payments/trial-week.ts).
 */
export const TrialWeek = new Entity({
  model: { entity: 'trialWeek', version: '1', service: 'marketplace' },
  attributes: {
    uid: { type: 'string', required: true, readOnly: true },
    oid: { type: 'string', required: true },
    orderedAt: { type: 'number', required: true },
  },
  indexes: {
    // a caregiver's last trial week
    byUser: {
      pk: { field: 'pk', composite: ['uid'], template: 'USER#${uid}' },
      sk: { field: 'sk', composite: [], template: 'TRIALWEEK' },
    },
  },
});
