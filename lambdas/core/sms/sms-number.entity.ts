import { Entity } from 'electrodb';

/**
 * "This confirmed number belongs to this user": how a STOP reply, which carries only the
 * number, finds whom to stop texting. One item per (number, user), since a family may share
 * one phone between accounts; STOP stops them all.
 */
export const SmsNumber = new Entity({
  model: { entity: 'smsNumber', version: '1', service: 'marketplace' },
  attributes: {
    number: { type: 'string', required: true, readOnly: true },
    uid: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    // the users who confirmed a number
    byNumber: {
      pk: { field: 'pk', composite: ['number'], template: 'SMSNUMBER#${number}' },
      sk: { field: 'sk', composite: ['uid'], template: 'USER#${uid}' },
    },
  },
});
