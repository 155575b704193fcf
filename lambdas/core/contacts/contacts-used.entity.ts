import { Entity } from 'electrodb';

/**
 * How many free contacts a parent has spent. Moved only by an atomic ADD conditional on being
 * under the limit, in the same transaction as the contact it pays for, so concurrent contacts
 * at the limit cannot overshoot it.
 */
export const ContactsUsed = new Entity({
  model: { entity: 'contactsUsed', version: '1', service: 'marketplace' },
  attributes: {
    uid: { type: 'string', required: true, readOnly: true },
    used: { type: 'number', default: 0 },
  },
  indexes: {
    // the free contacts a parent has used
    byUser: {
      pk: { field: 'pk', composite: ['uid'], template: 'USER#${uid}' },
      sk: { field: 'sk', composite: [], template: 'CONTACTS#USED' },
    },
  },
});
