import { Entity } from 'electrodb';
import { secondaryIndex } from '../db/table.js';

/**
 * One user's like of one post (spec: likes are documents per user). Keyed by post and user, so
 * a second like is refused by the create's condition and the post's count never drifts.
 */
export const Like = new Entity({
  model: { entity: 'like', version: '1', service: 'marketplace' },
  attributes: {
    post_id: { type: 'string', required: true, readOnly: true },
    user_id: { type: 'string', required: true, readOnly: true },
    liked: { type: 'number', required: true, readOnly: true },
  },
  indexes: {
    // the likes of a post, by user
    byPost: {
      pk: { field: 'pk', composite: ['post_id'], template: 'POST#${post_id}' },
      sk: { field: 'sk', composite: ['user_id'], template: 'LIKE#${user_id}' },
    },
    // a user's likes (their data export and account deletion)
    byUser: secondaryIndex(
      1,
      { composite: ['user_id'], template: 'USER#${user_id}' },
      { composite: ['liked', 'post_id'], template: 'LIKE#${liked}#${post_id}' },
    ),
  },
});
