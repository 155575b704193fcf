import { commentOfView } from '../ports/views-queue.js';
import { isConditionFailure } from '../db/errors.js';
import { db } from '../db/service.js';

/**
 * Adds a batch's counted views to a community post or comment (the views queue's consumer,
 * traffic/view-counts.ts): one ADD on the record's own `views`, as the spec names it. A post
 * is read one at a time and busy ones are few, so no count item of their own: the write is
 * off the request path and at most one per record per batch. A record deleted since is left
 * alone (the condition that it exists fails).
 */
export async function addCommunityViews(kind: 'post' | 'comment', id: string, views: number) {
  try {
    if (kind === 'post') await db().entities.post.patch({ post_id: id }).add({ views }).go();
    else await db().entities.comment.patch(commentOfView(id)).add({ views }).go();
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}
