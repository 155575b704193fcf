import type { UserActor } from '../actor.js';
import { db } from '../db/service.js';
import { failedAt, transact } from '../db/transact.js';
import { notFound } from '../errors.js';
import { commentGone, getComment } from './comments.js';
import { BUSY_POST_ATTEMPTS } from './posts.js';

/** The caller's like and the comment's count, as the page shows them after a change. */
async function likeState(postId: string, commentId: string, liked: boolean) {
  const comment = await getComment(postId, commentId);
  if (!comment || comment.hidden) throw notFound(commentGone);
  return { liked, likes: comment.likes ?? 0 };
}

/**
 * One like per user per comment or reply: the like item is created only if absent and the
 * comment's count goes up in the same transaction (conditional on the comment being there and
 * shown), so concurrent likes count exactly and a second like by the same user does nothing.
 */
export async function likeComment(
  actor: UserActor,
  postId: string,
  commentId: string,
  now: number,
) {
  const refused = await transact(
    (tx) => [
      tx.commentLike
        .create({ post_id: postId, comment_id: commentId, user_id: actor.uid, liked: now })
        .commit(),
      tx.comment
        .patch({ post_id: postId, comment_id: commentId })
        .add({ likes: 1 })
        .where(({ hidden }, { notExists }) => notExists(hidden))
        .commit(),
    ],
    BUSY_POST_ATTEMPTS,
  );
  if (refused && failedAt(refused, 1)) throw notFound(commentGone);
  return likeState(postId, commentId, true);
}

/**
 * Removes the like if there is one, taking it off the count in the same transaction; without
 * one (or when the comment has gone) the like is simply removed.
 */
export async function removeCommentLike(postId: string, commentId: string, userId: string) {
  const key = { post_id: postId, comment_id: commentId, user_id: userId };
  const refused = await transact(
    (tx) => [
      tx.commentLike
        .delete(key)
        .where(({ user_id }, { exists }) => exists(user_id))
        .commit(),
      tx.comment.patch({ post_id: postId, comment_id: commentId }).subtract({ likes: 1 }).commit(),
    ],
    BUSY_POST_ATTEMPTS,
  );
  if (refused && !failedAt(refused, 0)) await db().entities.commentLike.delete(key).go();
}

export async function unlikeComment(actor: UserActor, postId: string, commentId: string) {
  await removeCommentLike(postId, commentId, actor.uid);
  return likeState(postId, commentId, false);
}
