import { Entity } from 'electrodb';

/**
 * "This caregiver was e-mailed about this job": claimed with a conditional create before
 * sending, so a retried or duplicated event never e-mails one person twice about one job.
 */
export const JobMatchSent = new Entity({
  model: { entity: 'jobMatchSent', version: '1', service: 'marketplace' },
  attributes: {
    post_id: { type: 'string', required: true, readOnly: true },
    uid: { type: 'string', required: true, readOnly: true },
    at: { type: 'number', required: true },
  },
  indexes: {
    // who was told about a job
    byJob: {
      pk: { field: 'pk', composite: ['post_id'], template: 'JOB#${post_id}' },
      sk: { field: 'sk', composite: ['uid'], template: 'SENT#${uid}' },
    },
  },
});
