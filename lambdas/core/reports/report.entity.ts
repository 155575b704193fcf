import { Entity } from 'electrodb';
import { secondaryIndex } from '../db/table.js';
import { reportActions, reportKinds, reportStatuses } from './schemas.js';

/**
 * A user's report of something they think breaks the rules, for the admin reports queue.
 * Keyed by what is reported and who reports it, so one person reports one thing once (a
 * conditional create). `target` is the reported thing's key within its kind ('post_id' for a
 * post, 'post_id#comment_id' for a comment, the uid for a user, 'conversation_id#message_id' for a message, the review_id for a review, the post_id for a
 * job); the ids are kept apart too, for
 * the admin screens.
 */
export const Report = new Entity({
  model: { entity: 'report', version: '1', service: 'marketplace' },
  attributes: {
    kind: { type: reportKinds, required: true, readOnly: true },
    target: { type: 'string', required: true, readOnly: true },
    reporter: { type: 'string', required: true, readOnly: true },
    post_id: { type: 'string', readOnly: true },
    comment_id: { type: 'string', readOnly: true },
    conversation_id: { type: 'string', readOnly: true },
    message_id: { type: 'string', readOnly: true },
    review_id: { type: 'string', readOnly: true },
    /** The reporter's words (plain text, bounded). */
    reason: { type: 'string', required: true, readOnly: true },
    created: { type: 'number', required: true, readOnly: true },
    status: { type: reportStatuses, required: true, default: 'open' },
    /** What the admin did, who and when (set in the write that closes the report). */
    action: { type: reportActions },
    actedBy: { type: 'string' },
    actedAt: { type: 'number' },
    /** Who restored hidden content, and when (a hide decision undone). */
    restoredBy: { type: 'string' },
    restoredAt: { type: 'number' },
  },
  indexes: {
    // one report per reporter per reported thing
    byTarget: {
      pk: { field: 'pk', composite: ['kind', 'target'], template: 'REPORT#${kind}#${target}' },
      sk: { field: 'sk', composite: ['reporter'], template: 'BY#${reporter}' },
    },
    // the admin queue: reports in a status, oldest first
    queue: secondaryIndex(
      0,
      { composite: ['status'], template: 'REPORTS#${status}' },
      {
        composite: ['created', 'kind', 'target', 'reporter'],
        template: '${created}#${kind}#${target}#${reporter}',
      },
    ),
    // the reports a user made (their data export and account deletion)
    byReporter: secondaryIndex(
      1,
      { composite: ['reporter'], template: 'USER#${reporter}' },
      { composite: ['created'], template: 'REPORT#${created}' },
    ),
  },
});
