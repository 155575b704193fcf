import { Entity } from 'electrodb';
import { secondaryIndex } from '../db/table.js';

/**
 * A comment on a post (spec section 3: user_path_id, post_id, comment_id, posted). Its id sorts
 * by time (see newCommentId), so the post's partition reads its comments in order, a page at
 * a time, and one comment is still a Get by (post_id, comment_id).
 */
export const Comment = new Entity({
  model: { entity: 'comment', version: '1', service: 'marketplace' },
  attributes: {
    post_id: { type: 'string', required: true, readOnly: true },
    comment_id: { type: 'string', required: true, readOnly: true },
    /** The author (the spec's user_path_id). */
    user_id: { type: 'string', required: true, readOnly: true },
    author: { type: 'string', required: true },
    info: { type: 'string', required: true },
    posted: { type: 'number', required: true, readOnly: true },
    updated: { type: 'number' },
    /** Set when an admin hides the comment (a report): the post's list leaves it out. */
    hidden: { type: 'boolean' },
  },
  indexes: {
    // comments of a post, in the order written
    byPost: {
      pk: { field: 'pk', composite: ['post_id'], template: 'POST#${post_id}' },
      sk: { field: 'sk', composite: ['comment_id'], template: 'COMMENT#${comment_id}' },
    },
    // a user's comments, newest first (their data export and account deletion)
    byUser: secondaryIndex(
      1,
      { composite: ['user_id'], template: 'USER#${user_id}' },
      { composite: ['posted', 'comment_id'], template: 'COMMENT#${posted}#${comment_id}' },
    ),
  },
});
