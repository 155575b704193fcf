import { Entity } from 'electrodb';
import { secondaryIndex } from '../db/table.js';

/**
 * A community post (spec section 3: user_id, post_id, posted, views, comments, likes, photoUrl,
 * title, info, file). Its comments and likes live in the same partition (POST#id), so deleting
 * a post finds everything that hangs off it with two Queries. The counts change only by atomic
 * ADD in the transaction that writes what they count (likes, comments) or on each view.
 */
export const Post = new Entity({
  model: { entity: 'post', version: '1', service: 'marketplace' },
  attributes: {
    post_id: { type: 'string', required: true, readOnly: true },
    user_id: { type: 'string', required: true, readOnly: true },
    /** The author's name when writing (shown beside the post; never their contact details). */
    author: { type: 'string', required: true },
    title: { type: 'string', required: true },
    /** Plain text: stored as typed, rendered escaped. */
    info: { type: 'string', required: true },
    /** Storage keys under the author's media prefix, checked by content before being set. */
    photoUrl: { type: 'string' },
    file: { type: 'string' },
    fileName: { type: 'string' },
    posted: { type: 'number', required: true, readOnly: true },
    updated: { type: 'number' },
    views: { type: 'number', default: 0 },
    comments: { type: 'number', default: 0 },
    likes: { type: 'number', default: 0 },
    /** Set when an admin hides the post (a report): public lists and its page leave it out. */
    hidden: { type: 'boolean' },
  },
  indexes: {
    // post by id
    byId: {
      pk: { field: 'pk', composite: ['post_id'], template: 'POST#${post_id}' },
      sk: { field: 'sk', composite: [], template: 'POST' },
    },
    // the community's recent posts, newest first
    recent: secondaryIndex(
      0,
      { composite: [], template: 'POSTS' },
      { composite: ['posted', 'post_id'], template: 'POST#${posted}#${post_id}' },
    ),
    // a user's posts, newest first
    byUser: secondaryIndex(
      1,
      { composite: ['user_id'], template: 'USER#${user_id}' },
      { composite: ['posted', 'post_id'], template: 'POST#${posted}#${post_id}' },
    ),
  },
});
