import { randomUUID } from 'node:crypto';
import { isAdmin, type UserActor } from '../actor.js';
import { isConditionFailure } from '../db/errors.js';
import { db } from '../db/service.js';
import { failedAt, transact } from '../db/transact.js';
import { forbidden, notFound } from '../errors.js';
import { authorName } from './authors.js';
import { BUSY_POST_ATTEMPTS, PAGE, postGone } from './posts.js';

export const commentGone = 'This comment is not available';
export const notYourComment = 'Only the author can change this comment';

/** A comment id sorts by time (base-36 milliseconds, padded), then a random tail. */
export const newCommentId = (now: number) =>
  `${now.toString(36).padStart(9, '0')}${randomUUID().replace(/-/g, '').slice(0, 12)}`;

/** A signed-in user comments on a post; the post's count goes up in the same transaction. */
export async function addComment(actor: UserActor, postId: string, info: string, now: number) {
  const comment = {
    post_id: postId,
    comment_id: newCommentId(now),
    user_id: actor.uid,
    author: await authorName(actor.uid),
    info,
    posted: now,
  };
  const refused = await transact(
    (tx) => [
      tx.comment.create(comment).commit(),
      tx.post.patch({ post_id: postId }).add({ comments: 1 }).commit(),
    ],
    BUSY_POST_ATTEMPTS,
  );
  if (refused) throw notFound(postGone);
  return comment;
}

/**
 * A post's comments, oldest first (a conversation reads top down, and "more" adds below),
 * 15 a page with a cursor.
 */
export async function commentsOf(postId: string, cursor?: string) {
  const page = await db()
    .entities.comment.query.byPost({ post_id: postId })
    .where(({ hidden }, { notExists }) => notExists(hidden))
    .go({ order: 'asc', limit: PAGE, cursor: cursor ?? null });
  return { comments: page.data, cursor: page.cursor };
}

async function ownComment(actor: UserActor, postId: string, commentId: string, adminMay = false) {
  const { data } = await db().entities.comment.get({ post_id: postId, comment_id: commentId }).go();
  if (!data) throw notFound(commentGone);
  if (data.user_id !== actor.uid && !(adminMay && isAdmin(actor))) throw forbidden(notYourComment);
  return data;
}

/** The author edits its comment; the write's condition is that it is still theirs. */
export async function editComment(
  actor: UserActor,
  postId: string,
  commentId: string,
  info: string,
  now: number,
) {
  await ownComment(actor, postId, commentId);
  try {
    const { data } = await db()
      .entities.comment.patch({ post_id: postId, comment_id: commentId })
      .set({ info, updated: now })
      .where(({ user_id }, { eq }) => eq(user_id, actor.uid))
      .go({ response: 'all_new' });
    return data;
  } catch (error) {
    if (isConditionFailure(error)) throw notFound(commentGone);
    throw error;
  }
}

/**
 * Removes a comment and takes it off the post's count in one transaction. When the post is
 * already gone (being deleted), the comment goes on its own.
 */
export async function removeComment(postId: string, commentId: string, authorId: string) {
  const key = { post_id: postId, comment_id: commentId };
  const refused = await transact(
    (tx) => [
      tx.comment
        .delete(key)
        .where(({ user_id }, { eq }) => eq(user_id, authorId))
        .commit(),
      tx.post.patch({ post_id: postId }).subtract({ comments: 1 }).commit(),
    ],
    BUSY_POST_ATTEMPTS,
  );
  if (!refused) return true;
  if (failedAt(refused, 0)) return false;
  await db().entities.comment.delete(key).go();
  return true;
}

/** The author (or an admin) deletes a comment. */
export async function deleteComment(actor: UserActor, postId: string, commentId: string) {
  const comment = await ownComment(actor, postId, commentId, true);
  if (!(await removeComment(postId, commentId, comment.user_id))) throw notFound(commentGone);
  return { message: 'The comment was deleted.' };
}
