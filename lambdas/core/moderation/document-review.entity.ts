import { Entity } from 'electrodb';
import { secondaryIndex } from '../db/table.js';
import { reviewedKinds, reviewStatuses } from './schemas.js';

/**
 * A private document waiting for an admin's review (or the outcome of the last review), one per
 * user and kind (pk=USER#uid sk=DOCREVIEW#kind): a new upload overwrites it as pending. The
 * queue index holds it under its status, so a reviewed document leaves the pending queue in the
 * same write that records the decision.
 */
export const DocumentReview = new Entity({
  model: { entity: 'documentReview', version: '1', service: 'marketplace' },
  attributes: {
    uid: { type: 'string', required: true, readOnly: true },
    kind: { type: reviewedKinds, required: true, readOnly: true },
    /** The storage key that was uploaded (a later upload replaces the review). */
    key: { type: 'string', required: true },
    uploaded: { type: 'number', required: true },
    /** The owner's name when uploaded, for the queue's rows. */
    name: { type: 'string' },
    status: { type: reviewStatuses, required: true, default: 'pending' },
    reviewedBy: { type: 'string' },
    reviewedAt: { type: 'number' },
    reason: { type: 'string' },
  },
  indexes: {
    // the review of one user's document of a kind
    byUser: {
      pk: { field: 'pk', composite: ['uid'], template: 'USER#${uid}' },
      sk: { field: 'sk', composite: ['kind'], template: 'DOCREVIEW#${kind}' },
    },
    // the verification queue: documents in a status, oldest upload first
    queue: secondaryIndex(
      0,
      { composite: ['status'], template: 'DOCREVIEWS#${status}' },
      { composite: ['uploaded', 'uid', 'kind'], template: '${uploaded}#${uid}#${kind}' },
    ),
  },
});
