import { Entity } from 'electrodb';
import { secondaryIndex } from '../db/table.js';
import { agreementStatuses } from './schemas.js';

/**
 * A hire's written work agreement (its head): who its two people are, its status and which
 * version is current. Kept beside the job's offers (pk JOB#post_id), one per hire; every write
 * to it is conditional on the status and version read, so a stale answer changes nothing.
 */
export const Agreement = new Entity({
  model: { entity: 'agreement', version: '1', service: 'marketplace' },
  attributes: {
    post_id: { type: 'string', required: true, readOnly: true },
    caregiver_id: { type: 'string', required: true, readOnly: true },
    parent_id: { type: 'string', required: true, readOnly: true },
    position: { type: 'string', required: true, readOnly: true },
    /** The job's country (alpha-2) and its currency: the wage is in it. */
    country: { type: 'string', required: true, readOnly: true },
    currency: { type: 'string', required: true, readOnly: true },
    status: { type: agreementStatuses, required: true },
    /** The current version (1, 2, ...). */
    version: { type: 'number', required: true },
    created: { type: 'number', required: true, readOnly: true },
    updated: { type: 'number', required: true },
    acceptedAt: { type: 'number' },
  },
  indexes: {
    // one agreement per hire, beside its offer
    byHire: {
      pk: { field: 'pk', composite: ['post_id'], template: 'JOB#${post_id}' },
      sk: { field: 'sk', composite: ['caregiver_id'], template: 'AGREEMENT#${caregiver_id}' },
    },
    // a caregiver's agreements, newest first
    byCaregiver: secondaryIndex(
      1,
      { composite: ['caregiver_id'], template: 'USER#${caregiver_id}' },
      { composite: ['created'], template: 'AGREEMENT#${created}' },
    ),
    // a parent's agreements, newest first
    byParent: secondaryIndex(
      2,
      { composite: ['parent_id'], template: 'AGREEMENTS#${parent_id}' },
      { composite: ['created'], template: 'AGREEMENT#${created}' },
    ),
  },
});

/**
 * One version of an agreement's terms, kept for good (never changed but to add the caregiver's
 * request for changes to it): the versions of a hire sort in order under its job.
 */
export const AgreementVersion = new Entity({
  model: { entity: 'agreementVersion', version: '1', service: 'marketplace' },
  attributes: {
    post_id: { type: 'string', required: true, readOnly: true },
    caregiver_id: { type: 'string', required: true, readOnly: true },
    version: { type: 'number', required: true, readOnly: true, padding: { length: 4, char: '0' } },
    /** The terms as the parent wrote them (schemas.ts termsView). */
    terms: { type: 'any', required: true, readOnly: true },
    author: { type: 'string', required: true, readOnly: true },
    proposedAt: { type: 'number', required: true, readOnly: true },
    /** The caregiver's request for changes to this version. */
    comment: { type: 'string' },
    commentAt: { type: 'number' },
  },
  indexes: {
    // the versions of a hire's agreement, oldest first
    byHire: {
      pk: { field: 'pk', composite: ['post_id'], template: 'JOB#${post_id}' },
      sk: {
        field: 'sk',
        composite: ['caregiver_id', 'version'],
        template: 'AGREEMENTV#${caregiver_id}#${version}',
      },
    },
  },
});
