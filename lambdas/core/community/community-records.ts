import { db } from '../db/service.js';
import { removeCommentLike } from './comment-likes.js';
import { removeComment } from './comments.js';
import { removeLike } from './likes.js';
import { removeThread } from './posts.js';

/**
 * A user's posts, comments and replies, and likes (of posts, and of comments: those carry a
 * comment_id), by their own keys (never a scan).
 */
export async function communityRecords(uid: string) {
  const all = { pages: 'all' } as const;
  const entities = db().entities;
  const [posts, comments, likes, commentLikes] = await Promise.all([
    entities.post.query.byUser({ user_id: uid }).go(all),
    entities.comment.query.byUser({ user_id: uid }).go(all),
    entities.like.query.byUser({ user_id: uid }).go(all),
    entities.commentLike.query.byUser({ user_id: uid }).go(all),
  ]);
  return {
    posts: posts.data,
    comments: comments.data,
    likes: [...likes.data, ...commentLikes.data],
  };
}

/**
 * Removes them on account deletion: the user's posts go with everything on them; their
 * comments, replies and likes on other people's posts are taken off those counts, each in its
 * own transaction, so the counts stay exact. (Their files go with the media prefix.)
 */
export async function removeCommunityRecords(uid: string) {
  const { posts, comments, likes } = await communityRecords(uid);
  const own = new Set(posts.map((post) => post.post_id));
  for (const post of posts) {
    await db().entities.post.delete({ post_id: post.post_id }).go();
    await removeThread(post.post_id);
  }
  for (const comment of comments.filter((c) => !own.has(c.post_id))) await removeComment(comment);
  for (const like of likes.filter((l) => !own.has(l.post_id))) {
    if ('comment_id' in like) await removeCommentLike(like.post_id, String(like.comment_id), uid);
    else await removeLike(like.post_id, uid);
  }
}
