import { Entity } from 'electrodb';
import { secondaryIndex } from '../db/table.js';

/**
 * A parent's job offer to one caregiver for one of its jobs. Keyed by job and caregiver, so an
 * offer is sent once per pair (a conditional create) and sits beside the job's applications.
 */
export const Offer = new Entity({
  model: { entity: 'offer', version: '1', service: 'marketplace' },
  attributes: {
    post_id: { type: 'string', required: true, readOnly: true },
    caregiver_id: { type: 'string', required: true, readOnly: true },
    parent_id: { type: 'string', required: true, readOnly: true },
    caregiver_name: { type: 'string', required: true },
    position: { type: 'string' },
    /** The parent's words to the caregiver (plain text). */
    message: { type: 'string', default: '' },
    status: {
      type: ['sent', 'accepted', 'declined'] as const,
      required: true,
      default: 'sent',
    },
    posted: { type: 'number', required: true, readOnly: true },
    answeredAt: { type: 'number' },
  },
  indexes: {
    // offers for a job, by caregiver
    byJob: {
      pk: { field: 'pk', composite: ['post_id'], template: 'JOB#${post_id}' },
      sk: { field: 'sk', composite: ['caregiver_id'], template: 'OFFER#${caregiver_id}' },
    },
    // offers a caregiver received, newest first
    byCaregiver: secondaryIndex(
      1,
      { composite: ['caregiver_id'], template: 'USER#${caregiver_id}' },
      { composite: ['posted'], template: 'OFFER#${posted}' },
    ),
  },
});
