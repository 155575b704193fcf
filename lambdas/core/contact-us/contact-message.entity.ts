import { Entity } from 'electrodb';
import { secondaryIndex } from '../db/table.js';

/** A message sent through /contactus, kept so that none is lost if mail delivery fails. */
export const ContactMessage = new Entity({
  model: { entity: 'contactMessage', version: '1', service: 'marketplace' },
  attributes: {
    messageId: { type: 'string', required: true, readOnly: true },
    day: { type: 'string', required: true, readOnly: true },
    name: { type: 'string', required: true },
    email: { type: 'string', required: true },
    subject: { type: 'string', required: true },
    message: { type: 'string', required: true },
    posted: { type: 'number', required: true },
    mailed: { type: 'boolean', default: false },
  },
  indexes: {
    // contact messages of a day, newest first (admin reading)
    byDay: {
      pk: { field: 'pk', composite: ['day'], template: 'CONTACT#${day}' },
      sk: { field: 'sk', composite: ['posted', 'messageId'] },
    },
    // the messages sent from one address (keys are lower case): account deletion erases them
    byEmail: secondaryIndex(
      1,
      { composite: ['email'], template: 'EMAIL#${email}' },
      { composite: ['posted', 'messageId'], template: 'CONTACT#${posted}#${messageId}' },
    ),
  },
});
