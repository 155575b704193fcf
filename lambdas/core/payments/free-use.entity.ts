import { Entity } from 'electrodb';

/**
 * What a user without a package has spent of a free allowance: contacts (parents, up to
 * contact_limit/limit) or applications (caregivers, up to 10). Moved only by an atomic ADD
 * conditional on staying under the limit, in the same transaction as what it pays for, so
 * concurrent requests at the limit cannot overshoot it.
 */
export const FreeUse = new Entity({
  model: { entity: 'freeUse', version: '1', service: 'marketplace' },
  attributes: {
    uid: { type: 'string', required: true, readOnly: true },
    kind: { type: ['contacts', 'applications'] as const, required: true, readOnly: true },
    used: { type: 'number', default: 0 },
  },
  indexes: {
    // a user's free use of one kind
    byUser: {
      pk: { field: 'pk', composite: ['uid'], template: 'USER#${uid}' },
      sk: { field: 'sk', composite: ['kind'], template: 'FREE#${kind}' },
    },
  },
});
