import { Entity } from 'electrodb';

/**
 * What a paid package entitles its holder to, and until when (spec: 1, 3 or 12 month packages
 * let parents post and contact, caregivers apply, without limit). Written when a payment
 * completes (payments issue); read by every guarded action.
 */
export const Entitlement = new Entity({
  model: { entity: 'entitlement', version: '1', service: 'marketplace' },
  attributes: {
    uid: { type: 'string', required: true, readOnly: true },
    /** 'parent' or 'caregiver' package. */
    kind: { type: ['parent', 'caregiver'] as const, required: true, readOnly: true },
    until: { type: 'number', required: true },
  },
  indexes: {
    // entitlements of a user
    byUser: {
      pk: { field: 'pk', composite: ['uid'], template: 'USER#${uid}' },
      sk: { field: 'sk', composite: ['kind'], template: 'ENTITLEMENT#${kind}' },
    },
  },
});
