import { Entity } from 'electrodb';
import { secondaryIndex } from '../db/table.js';

/**
 * A caregiver's application to a job (spec section 3: name, temp_id, post_id, start_date,
 * posted). Keyed by job and applicant, so applying twice is a failed conditional create.
 */
export const Application = new Entity({
  model: { entity: 'application', version: '1', service: 'marketplace' },
  attributes: {
    post_id: { type: 'string', required: true, readOnly: true },
    /** The applicant's uid (the spec's temp_id). */
    temp_id: { type: 'string', required: true, readOnly: true },
    /** The job's poster, so the parent's checks need no second read. */
    parent_id: { type: 'string', required: true, readOnly: true },
    name: { type: 'string', required: true },
    position: { type: 'string' },
    start_date: { type: 'number' },
    posted: { type: 'number', required: true, readOnly: true },
    status: {
      type: ['applied', 'shortlisted', 'declined'] as const,
      required: true,
      default: 'applied',
    },
    updatedAt: { type: 'number' },
  },
  indexes: {
    // applications to a job, by applicant
    byJob: {
      pk: { field: 'pk', composite: ['post_id'], template: 'JOB#${post_id}' },
      sk: { field: 'sk', composite: ['temp_id'], template: 'APPLICATION#${temp_id}' },
    },
    // applications of a caregiver, newest first
    byApplicant: secondaryIndex(
      1,
      { composite: ['temp_id'], template: 'USER#${temp_id}' },
      { composite: ['posted'], template: 'APPLICATION#${posted}' },
    ),
  },
});
