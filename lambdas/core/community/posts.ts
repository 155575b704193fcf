import type { EntityItem } from 'electrodb';
import type { Storage } from '../ports/storage.js';
import { isAdmin, type Actor, type UserActor } from '../actor.js';
import { isConditionFailure } from '../db/errors.js';
import { enqueueView } from '../ports/provided.js';
import { db } from '../db/service.js';
import { forbidden, notFound } from '../errors.js';
import { photoLinks, removeWithRenditions } from '../profiles/photo-renditions.js';
import type { Post } from './post.entity.js';
import type { PublicPost } from './schemas.js';

export type PostRecord = EntityItem<typeof Post>;

/** Spec section 9: lists are 15 a page. */
export const PAGE = 15;
/** A popular post's count is one item many people write at once: retry conflicts longer. */
export const BUSY_POST_ATTEMPTS = 8;
export const postGone = 'This post is not available';
export const notYourPost = 'Only the author can change this post';

/**
 * What anyone may see of a post (schemas.ts `postView`): links in place of the storage keys
 * (the photo's renditions by width, or the one file of a photo stored before them), and its
 * counts (0 until something is counted).
 */
export async function publicPost(
  storage: Pick<Storage, 'publicLink'>,
  post: PostRecord,
): Promise<PublicPost> {
  const { photoUrl, file, ...rest } = post;
  const [photo, fileLink] = await Promise.all([
    photoLinks(storage, photoUrl),
    file ? storage.publicLink(file) : null,
  ]);
  return {
    ...rest,
    photo: photo.photo ?? null,
    ...(photo.photoSrcset ? { photoSrcset: photo.photoSrcset } : {}),
    file: fileLink,
    views: post.views ?? 0,
    comments: post.comments ?? 0,
    likes: post.likes ?? 0,
  };
}

const getPost = async (postId: string) =>
  (await db().entities.post.get({ post_id: postId }).go()).data;

/** A post the caller may change: its author's (and, to delete, an admin's). */
export async function ownPost(actor: UserActor, postId: string, adminMay = false) {
  const post = await getPost(postId);
  if (!post) throw notFound(postGone);
  if (post.user_id !== actor.uid && !(adminMay && isAdmin(actor))) throw forbidden(notYourPost);
  return post;
}

/**
 * Deletes everything that hangs off a post: its comments, replies and likes (batch deletes). The post
 * itself is gone first, so nothing new can be added meanwhile (likes and comments are
 * conditional on the post).
 */
export async function removeThread(postId: string) {
  const all = { pages: 'all' } as const;
  const entities = db().entities;
  const [comments, likes, commentLikes] = await Promise.all([
    entities.comment.query.byPost({ post_id: postId }).go(all),
    entities.like.query.byPost({ post_id: postId }).go(all),
    entities.commentLike.query.byComment({ post_id: postId }).go(all),
  ]);
  await Promise.all([
    comments.data.length ? entities.comment.delete(comments.data).go() : null,
    likes.data.length ? entities.like.delete(likes.data).go() : null,
    commentLikes.data.length ? entities.commentLike.delete(commentLikes.data).go() : null,
  ]);
}

/** The author (or an admin) deletes a post, with its comments, likes and files. */
export async function deletePost(storage: Storage, actor: UserActor, postId: string) {
  const post = await ownPost(actor, postId, true);
  try {
    await db()
      .entities.post.delete({ post_id: postId })
      .where(({ user_id }, { eq }) => eq(user_id, post.user_id))
      .go();
  } catch (error) {
    if (isConditionFailure(error)) throw notFound(postGone);
    throw error;
  }
  await removeThread(postId);
  await Promise.all(
    [post.photoUrl, post.file].flatMap((key) => (key ? [removeWithRenditions(storage, key)] : [])),
  );
  return { message: 'Your post was deleted.' };
}

/**
 * /view_post/{id}: the post and whether the caller (when signed in) likes it. Reads only: the
 * view is put on the views queue and counted there, once per viewer a day
 * (traffic/view-counts.ts), so the count shown is the one before this view.
 */
export async function viewPost(storage: Storage, actor: Actor, postId: string, viewer: string) {
  const [post, like] = await Promise.all([
    db().entities.post.get({ post_id: postId }).go(),
    actor.kind === 'user'
      ? db().entities.like.get({ post_id: postId, user_id: actor.uid }).go()
      : { data: null },
  ]);
  // a post an admin hid is gone for everyone
  if (!post.data || post.data.hidden) throw notFound(postGone);
  await enqueueView({ kind: 'post', id: postId, viewer, at: Date.now() });
  return { ...(await publicPost(storage, post.data)), liked: Boolean(like.data) };
}

/** The caller's own posts, newest first, 15 a page. */
export async function myPosts(storage: Storage, actor: UserActor, cursor?: string) {
  const page = await db()
    .entities.post.query.byUser({ user_id: actor.uid })
    .go({ order: 'desc', limit: PAGE, cursor: cursor ?? null });
  return {
    posts: await Promise.all(page.data.map((post) => publicPost(storage, post))),
    cursor: page.cursor,
  };
}

/** The community's recent posts, newest first, 15 a page. */
export async function recentPosts(storage: Storage, cursor?: string) {
  const page = await db()
    .entities.post.query.recent({})
    // hidden posts are rare: a filter on the page (a page may then hold fewer than 15)
    .where(({ hidden }, { notExists }) => notExists(hidden))
    .go({ order: 'desc', limit: PAGE, cursor: cursor ?? null });
  return {
    posts: await Promise.all(page.data.map((post) => publicPost(storage, post))),
    cursor: page.cursor,
  };
}

export { getPost };
