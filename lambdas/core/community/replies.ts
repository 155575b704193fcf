import type { Actor, UserActor } from '../actor.js';
import { blockedPair, blocks } from '../conversations/blocks.js';
import { enqueueView } from '../ports/provided.js';
import { commentViewId } from '../ports/views-queue.js';
import { db } from '../db/service.js';
import { failedAt, transact } from '../db/transact.js';
import { forbidden, notFound } from '../errors.js';
import { authorName } from './authors.js';
import {
  REPLY_MARK,
  commentGone,
  commentView,
  getComment,
  newReplyId,
  withLikes,
  type CommentRecord,
} from './comments.js';
import { BUSY_POST_ATTEMPTS, PAGE } from './posts.js';

/**
 * A signed-in user replies to a comment. Replies go one level deep (enough on a phone): a reply
 * to a reply joins its comment's thread. The comment's count goes up in the same transaction,
 * whose conditions are that the comment is still there and shown, and that neither the replier
 * nor the person answered has blocked the other (THE block rule, conversations/blocks.ts; the
 * pair's order is not known here, so both are checked). The comments' rate limit counts
 * replies too (the route's `rateLimit`).
 */
export async function addReply(
  actor: UserActor,
  postId: string,
  commentId: string,
  info: string,
  now: number,
) {
  const answered = await getComment(postId, commentId);
  if (!answered || answered.hidden) throw notFound(commentGone);
  const threadId = answered.parent_id ?? answered.comment_id;
  const reply: CommentRecord = {
    post_id: postId,
    comment_id: newReplyId(threadId, now),
    parent_id: threadId,
    user_id: actor.uid,
    author: await authorName(actor.uid),
    info,
    posted: now,
  };
  const other = answered.user_id;
  const refused = await transact(
    (tx) => [
      tx.comment.create(reply).commit(),
      tx.comment
        .patch({ post_id: postId, comment_id: threadId })
        .add({ comments: 1 })
        .where((a, { notExists }) => `${notExists(a.hidden)} AND ${notExists(a.parent_id)}`)
        .commit(),
      ...(other === actor.uid
        ? []
        : [
            blocks.unblockedCheck(tx, actor.uid, other),
            blocks.unblockedCheck(tx, other, actor.uid),
          ]),
    ],
    BUSY_POST_ATTEMPTS,
  );
  if (refused && (failedAt(refused, 2) || failedAt(refused, 3))) throw forbidden(blockedPair);
  if (refused) throw notFound(commentGone);
  return commentView(reply);
}

/**
 * The replies of a comment, oldest first, 15 a page, with the comment itself. Opening them (the
 * first page) is what counts as a view of the comment: put on the views queue and counted
 * there, once per viewer a day (traffic/view-counts.ts); the request only reads.
 */
export async function repliesOf(
  actor: Actor,
  postId: string,
  commentId: string,
  cursor: string | undefined,
  viewer: string,
) {
  const comment = await getComment(postId, commentId);
  if (!comment || comment.hidden || comment.parent_id) throw notFound(commentGone);
  if (!cursor)
    await enqueueView({
      kind: 'comment',
      id: commentViewId(postId, commentId),
      viewer,
      at: Date.now(),
    });
  const page = await db()
    .entities.comment.query.byPost({ post_id: postId })
    .begins({ comment_id: `${REPLY_MARK}${commentId}` })
    .where(({ hidden }, { notExists }) => notExists(hidden))
    .go({ order: 'asc', limit: PAGE, cursor: cursor ?? null });
  const [shown, ...replies] = await withLikes(actor, [comment, ...page.data]);
  return { comment: shown!, replies, cursor: page.cursor };
}
