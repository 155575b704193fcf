import { Entity } from 'electrodb';
import { secondaryIndex } from '../db/table.js';

/**
 * The in-app mail record of spec section 3 (to, template {name, data}, ids, seen). One record
 * per recipient, addressed by its own id (so reading or marking another user's mail is a 403,
 * not a guess), and read as "ids contains the user, posted descending" through gsi2.
 */
export const Mail = new Entity({
  model: { entity: 'mail', version: '2', service: 'marketplace' },
  attributes: {
    mail_id: { type: 'string', required: true, readOnly: true },
    /** The recipient's uid: ids holds it too, as the spec's shape has it. */
    uid: { type: 'string', required: true, readOnly: true },
    posted: { type: 'number', required: true, readOnly: true },
    /** The address when the action knew it (older records, most notices); delivery reads the account's. */
    to: { type: 'string' },
    template: {
      type: 'map',
      required: true,
      properties: {
        name: { type: 'string', required: true },
        data: { type: 'any' },
      },
    },
    ids: { type: 'list', items: { type: 'string' }, required: true },
    /** Per user id: when they opened it. */
    seen: { type: 'any', default: () => ({}) },
    /**
     * When the deliveries consumer took it to e-mail and text (lambdas/core/inbox/
     * notice-delivery.ts): set once, conditionally, so a redelivered stream record sends nothing.
     */
    delivered: { type: 'number' },
    /** True until the recipient opens it: the condition that keeps the unread count exact. */
    unread: { type: 'boolean', default: true },
  },
  indexes: {
    // mail by id
    byId: {
      pk: { field: 'pk', composite: ['mail_id'], template: 'MAIL#${mail_id}' },
      sk: { field: 'sk', composite: [], template: 'MAIL' },
    },
    // mail of a recipient, newest first
    byRecipient: secondaryIndex(
      1,
      { composite: ['uid'], template: 'USER#${uid}' },
      { composite: ['posted', 'mail_id'], template: 'MAIL#${posted}#${mail_id}' },
    ),
  },
});
