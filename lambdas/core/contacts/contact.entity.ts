import { Entity } from 'electrodb';
import { secondaryIndex } from '../db/table.js';

/**
 * A parent's contact with a caregiver (the contact history: who and when). One item per pair,
 * so the first contact is a conditional create (the one that may spend a free contact) and a
 * repeat only moves lastAt and times.
 */
export const Contact = new Entity({
  model: { entity: 'contact', version: '1', service: 'marketplace' },
  attributes: {
    parent_id: { type: 'string', required: true, readOnly: true },
    caregiver_id: { type: 'string', required: true, readOnly: true },
    /** The caregiver's name when last contacted, so the history reads without a join. */
    caregiver_name: { type: 'string', required: true },
    firstAt: { type: 'number', required: true, readOnly: true },
    lastAt: { type: 'number', required: true },
    times: { type: 'number', required: true, default: 1 },
  },
  indexes: {
    // a parent's contact with one caregiver
    byPair: {
      pk: { field: 'pk', composite: ['parent_id'], template: 'USER#${parent_id}' },
      sk: { field: 'sk', composite: ['caregiver_id'], template: 'CONTACT#${caregiver_id}' },
    },
    // a parent's contacts, most recently contacted first
    byParent: secondaryIndex(
      2,
      { composite: ['parent_id'], template: 'CONTACTS#${parent_id}' },
      { composite: ['lastAt'], template: 'CONTACT#${lastAt}' },
    ),
  },
});
