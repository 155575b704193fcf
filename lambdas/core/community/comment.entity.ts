import { Entity } from 'electrodb';
import { secondaryIndex } from '../db/table.js';

/**
 * A comment on a post, or a reply to a comment (spec section 3: user_path_id, post_id,
 * comment_id, posted, views, comments, likes). Both live in the post's partition (POST#id):
 * a comment's id sorts by time and begins with a digit (see newCommentId), a reply's id is
 * REPLY_MARK, its comment's id and its own time-sorted id, so the comments of a post are one
 * range of that partition and the replies of a comment another, each read a page at a time,
 * and any one of them is still a Get by (post_id, comment_id). The counts change only by atomic
 * ADD, in the transaction that writes what they count (replies, likes) or on each view.
 */
export const Comment = new Entity({
  model: { entity: 'comment', version: '1', service: 'marketplace' },
  attributes: {
    post_id: { type: 'string', required: true, readOnly: true },
    comment_id: { type: 'string', required: true, readOnly: true },
    /** The author. */
    user_id: { type: 'string', required: true, readOnly: true },
    /** A reply's comment (replies go one level deep); absent on a comment. */
    parent_id: { type: 'string', readOnly: true },
    author: { type: 'string', required: true },
    info: { type: 'string', required: true },
    posted: { type: 'number', required: true, readOnly: true },
    updated: { type: 'number' },
    /** A comment's: how often its replies were opened (docs/decisions/community.md, "Comments"). */
    views: { type: 'number', default: 0 },
    /** A comment's: how many replies it has. */
    comments: { type: 'number', default: 0 },
    likes: { type: 'number', default: 0 },
    /** Set when an admin hides the comment (a report): the post's list leaves it out. */
    hidden: { type: 'boolean' },
  },
  indexes: {
    // comments of a post in the order written (ids below REPLY_MARK), then each comment's
    // replies in the order written (ids beginning REPLY_MARK + the comment's id)
    byPost: {
      pk: { field: 'pk', composite: ['post_id'], template: 'POST#${post_id}' },
      sk: { field: 'sk', composite: ['comment_id'], template: 'COMMENT#${comment_id}' },
    },
    // a user's comments and replies, newest first (their data export and account deletion)
    byUser: secondaryIndex(
      1,
      { composite: ['user_id'], template: 'USER#${user_id}' },
      { composite: ['posted', 'comment_id'], template: 'COMMENT#${posted}#${comment_id}' },
    ),
  },
});
