import type { UserActor } from '../actor.js';
import { db } from '../db/service.js';
import { failedAt, transact } from '../db/transact.js';
import { notFound } from '../errors.js';
import { BUSY_POST_ATTEMPTS, postGone } from './posts.js';

/** The caller's like and the post's count, as the page shows them after a change. */
async function likeState(postId: string, liked: boolean) {
  const { data } = await db().entities.post.get({ post_id: postId }).go();
  if (!data) throw notFound(postGone);
  return { liked, likes: data.likes ?? 0 };
}

/**
 * One like per user per post: the like item is created only if absent and the post's count
 * goes up in the same transaction, so concurrent likes count exactly and a second like by the
 * same user does nothing.
 */
export async function likePost(actor: UserActor, postId: string, now: number) {
  const refused = await transact(
    (tx) => [
      tx.like.create({ post_id: postId, user_id: actor.uid, liked: now }).commit(),
      tx.post.patch({ post_id: postId }).add({ likes: 1 }).commit(),
    ],
    BUSY_POST_ATTEMPTS,
  );
  if (refused && failedAt(refused, 1)) throw notFound(postGone);
  return likeState(postId, true);
}

/**
 * Removes the like if there is one, taking it off the count in the same transaction; without
 * one (or when the post has gone) the like is simply removed.
 */
export async function removeLike(postId: string, userId: string) {
  const refused = await transact(
    (tx) => [
      tx.like
        .delete({ post_id: postId, user_id: userId })
        .where(({ user_id }, { exists }) => exists(user_id))
        .commit(),
      tx.post.patch({ post_id: postId }).subtract({ likes: 1 }).commit(),
    ],
    BUSY_POST_ATTEMPTS,
  );
  if (refused && !failedAt(refused, 0))
    await db().entities.like.delete({ post_id: postId, user_id: userId }).go();
  return !refused || !failedAt(refused, 0);
}

export async function unlikePost(actor: UserActor, postId: string) {
  await removeLike(postId, actor.uid);
  return likeState(postId, false);
}
