import { Entity } from 'electrodb';
import { secondaryIndex } from '../db/table.js';

/**
 * One user's like of one comment or reply (spec: likes are documents per user). Keyed by post,
 * comment and user, so a second like is refused by the create's condition and the comment's
 * count never drifts; in the post's partition, so deleting the post finds them.
 */
export const CommentLike = new Entity({
  model: { entity: 'commentLike', version: '1', service: 'marketplace' },
  attributes: {
    post_id: { type: 'string', required: true, readOnly: true },
    comment_id: { type: 'string', required: true, readOnly: true },
    user_id: { type: 'string', required: true, readOnly: true },
    liked: { type: 'number', required: true, readOnly: true },
  },
  indexes: {
    // the likes of a comment, by user (all of a post's: the same prefix without the comment)
    byComment: {
      pk: { field: 'pk', composite: ['post_id'], template: 'POST#${post_id}' },
      sk: {
        field: 'sk',
        composite: ['comment_id', 'user_id'],
        template: 'CLIKE#${comment_id}#${user_id}',
      },
    },
    // a user's likes of comments (their data export and account deletion)
    byUser: secondaryIndex(
      1,
      { composite: ['user_id'], template: 'USER#${user_id}' },
      {
        composite: ['liked', 'comment_id'],
        template: 'CLIKE#${liked}#${comment_id}',
      },
    ),
  },
});
