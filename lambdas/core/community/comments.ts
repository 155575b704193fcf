import { randomUUID } from 'node:crypto';
import type { EntityItem } from 'electrodb';
import { isAdmin, type Actor, type UserActor } from '../actor.js';
import { isConditionFailure } from '../db/errors.js';
import { db } from '../db/service.js';
import { failedAt, transact } from '../db/transact.js';
import { forbidden, notFound } from '../errors.js';
import { authorName } from './authors.js';
import type { Comment } from './comment.entity.js';
import { BUSY_POST_ATTEMPTS, PAGE, postGone } from './posts.js';
import type { CommentView } from './schemas.js';

export type CommentRecord = EntityItem<typeof Comment>;

export const commentGone = 'This comment is not available';
export const notYourComment = 'Only the author can change this comment';

/** A comment id sorts by time (base-36 milliseconds, padded: a digit first), then a random tail. */
export const newCommentId = (now: number) =>
  `${now.toString(36).padStart(9, '0')}${randomUUID().replace(/-/g, '').slice(0, 12)}`;

/**
 * A reply's id begins with this mark, above every comment id (those begin with a digit), then
 * its comment's id: the comments of a post and the replies of one comment are two key ranges.
 */
export const REPLY_MARK = 'r';
export const newReplyId = (commentId: string, now: number) =>
  `${REPLY_MARK}${commentId}${newCommentId(now)}`;

/**
 * What anyone sees of a comment or reply. `user_path_id` keeps the spec's name for the path of what
 * it answers: `posts/{post_id}` for a comment, `posts/{post_id}/comments/{comment_id}` for a reply
 * (docs/decisions/community.md, "Comments: replies, likes, views and `user_path_id`"). `liked`:
 * whether the caller likes it.
 */
export function commentView(comment: CommentRecord, liked = false): CommentView {
  const { hidden: _hidden, ...shown } = comment;
  const path = `posts/${comment.post_id}`;
  return {
    ...shown,
    user_path_id: comment.parent_id ? `${path}/comments/${comment.parent_id}` : path,
    views: comment.views ?? 0,
    comments: comment.comments ?? 0,
    likes: comment.likes ?? 0,
    liked,
  };
}

/** The views of a page of comments or replies, with the caller's likes (one batch Get). */
export async function withLikes(actor: Actor, comments: CommentRecord[]): Promise<CommentView[]> {
  if (actor.kind !== 'user' || comments.length === 0) return comments.map((c) => commentView(c));
  const keys = comments.map(({ post_id, comment_id }) => ({
    post_id,
    comment_id,
    user_id: actor.uid,
  }));
  const { data } = await db().entities.commentLike.get(keys).go();
  const liked = new Set(data.map((like) => like.comment_id));
  return comments.map((c) => commentView(c, liked.has(c.comment_id)));
}

/** A signed-in user comments on a post; the post's count goes up in the same transaction. */
export async function addComment(actor: UserActor, postId: string, info: string, now: number) {
  const comment: CommentRecord = {
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
  return commentView(comment);
}

/**
 * A post's comments (not their replies), oldest first (a conversation reads top down, and
 * "more" adds below), 15 a page with a cursor.
 */
export async function commentsOf(actor: Actor, postId: string, cursor?: string) {
  const page = await db()
    .entities.comment.query.byPost({ post_id: postId })
    .between({ comment_id: '0' }, { comment_id: REPLY_MARK })
    .where(({ hidden }, { notExists }) => notExists(hidden))
    .go({ order: 'asc', limit: PAGE, cursor: cursor ?? null });
  return { comments: await withLikes(actor, page.data), cursor: page.cursor };
}

export async function getComment(postId: string, commentId: string) {
  return (await db().entities.comment.get({ post_id: postId, comment_id: commentId }).go()).data;
}

async function ownComment(actor: UserActor, postId: string, commentId: string, adminMay = false) {
  const data = await getComment(postId, commentId);
  if (!data) throw notFound(commentGone);
  if (data.user_id !== actor.uid && !(adminMay && isAdmin(actor))) throw forbidden(notYourComment);
  return data;
}

/** The author edits its comment or reply; the write's condition is that it is still theirs. */
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
    return commentView(data as CommentRecord);
  } catch (error) {
    if (isConditionFailure(error)) throw notFound(commentGone);
    throw error;
  }
}

/** Everything hanging off a removed comment: its likes, and a comment's replies with theirs. */
async function removeHangers(comment: Pick<CommentRecord, 'post_id' | 'comment_id' | 'parent_id'>) {
  const all = { pages: 'all' } as const;
  const { post_id, comment_id } = comment;
  const entities = db().entities;
  const replies = comment.parent_id
    ? []
    : (
        await entities.comment.query
          .byPost({ post_id })
          .begins({ comment_id: `${REPLY_MARK}${comment_id}` })
          .go(all)
      ).data;
  const likes = await Promise.all(
    [comment_id, ...replies.map((reply) => reply.comment_id)].map(
      async (id) =>
        (await entities.commentLike.query.byComment({ post_id, comment_id: id }).go(all)).data,
    ),
  );
  await Promise.all([
    replies.length ? entities.comment.delete(replies).go() : null,
    likes.flat().length ? entities.commentLike.delete(likes.flat()).go() : null,
  ]);
}

/**
 * Removes a comment and takes it off its count in one transaction: a comment off the post's, a
 * reply off its comment's. When that is already gone (being deleted), it goes on its own. Its
 * likes and (a comment's) replies go after it.
 */
export async function removeComment(
  comment: Pick<CommentRecord, 'post_id' | 'comment_id' | 'parent_id' | 'user_id'>,
) {
  const { post_id, comment_id, parent_id } = comment;
  const key = { post_id, comment_id };
  const refused = await transact(
    (tx) => [
      tx.comment
        .delete(key)
        .where(({ user_id }, { eq }) => eq(user_id, comment.user_id))
        .commit(),
      parent_id
        ? tx.comment.patch({ post_id, comment_id: parent_id }).subtract({ comments: 1 }).commit()
        : tx.post.patch({ post_id }).subtract({ comments: 1 }).commit(),
    ],
    BUSY_POST_ATTEMPTS,
  );
  if (refused && failedAt(refused, 0)) return false;
  if (refused) await db().entities.comment.delete(key).go();
  await removeHangers(comment);
  return true;
}

/** The author (or an admin) deletes a comment (with its replies) or a reply. */
export async function deleteComment(actor: UserActor, postId: string, commentId: string) {
  const comment = await ownComment(actor, postId, commentId, true);
  if (!(await removeComment(comment))) throw notFound(commentGone);
  return { message: 'The comment was deleted.' };
}
