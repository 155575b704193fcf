import { Entity } from 'electrodb';

/**
 * The in-app mail record of spec section 3 (to, template {name, data}, ids, seen), one per
 * recipient so "my mail, newest first" is one Query on the recipient's partition.
 */
export const Mail = new Entity({
  model: { entity: 'mail', version: '1', service: 'marketplace' },
  attributes: {
    uid: { type: 'string', required: true, readOnly: true },
    mail_id: { type: 'string', required: true, readOnly: true },
    posted: { type: 'number', required: true, readOnly: true },
    to: { type: 'string', required: true },
    template: {
      type: 'map',
      required: true,
      properties: {
        name: { type: 'string', required: true },
        data: { type: 'any' },
      },
    },
    ids: { type: 'list', items: { type: 'string' }, required: true },
    seen: { type: 'any', default: () => ({}) },
  },
  indexes: {
    // mail of a recipient, newest first
    byRecipient: {
      pk: { field: 'pk', composite: ['uid'], template: 'USER#${uid}' },
      sk: { field: 'sk', composite: ['posted', 'mail_id'], template: 'MAIL#${posted}#${mail_id}' },
    },
  },
});
