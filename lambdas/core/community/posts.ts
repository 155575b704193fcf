import { randomUUID } from 'node:crypto';
import type { EntityItem } from 'electrodb';
import type { Storage } from '../ports/storage.js';
import { isAdmin, type Actor, type UserActor } from '../actor.js';
import { isConditionFailure } from '../db/errors.js';
import { enqueueView } from '../ports/provided.js';
import { db } from '../db/service.js';
import { transact } from '../db/transact.js';
import { accountGone, authorStillHere } from '../privacy/author-guard.js';
import { forbidden, notFound } from '../errors.js';
import { photoLinks, removeWithRenditions } from '../profiles/photo-renditions.js';
import { acceptAttachment } from './attachments.js';
import { authorName } from './authors.js';
import type { Post } from './post.entity.js';
import type { PostEdit, PostInput, PublicPost } from './schemas.js';

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
async function ownPost(actor: UserActor, postId: string, adminMay = false) {
  const post = await getPost(postId);
  if (!post) throw notFound(postGone);
  if (post.user_id !== actor.uid && !(adminMay && isAdmin(actor))) throw forbidden(notYourPost);
  return post;
}

/** A signed-in user writes a post; its photo and file are checked by content first. */
export async function createPost(
  storage: Storage,
  actor: UserActor,
  input: PostInput,
  now: number,
) {
  const [photoUrl, file, author] = await Promise.all([
    input.photo && acceptAttachment(storage, actor, 'photo', input.photo),
    input.file && acceptAttachment(storage, actor, 'file', input.file),
    authorName(actor.uid),
  ]);
  const post_id = randomUUID();
  // Only while the author's account lives: a post written with a deleted account's token is
  // refused, and one racing the deletion is committed before it, so the erasure finds it.
  const refused = await transact((tx) => [
    tx.post
      .create({
        post_id,
        user_id: actor.uid,
        author,
        title: input.title,
        info: input.info,
        ...(photoUrl ? { photoUrl } : {}),
        ...(file ? { file, fileName: input.fileName ?? 'Attachment' } : {}),
        posted: now,
      })
      .commit(),
    ...authorStillHere(tx, actor.uid),
  ]);
  if (refused) throw notFound(accountGone);
  const { data } = await db().entities.post.get({ post_id }).go();
  if (!data) throw notFound(postGone);
  return publicPost(storage, data);
}

/** What an edit does to one attachment: keep it, replace it (checked), or remove it. */
async function attachmentChange(
  storage: Storage,
  actor: UserActor,
  kind: 'photo' | 'file',
  current: string | undefined,
  wanted: string | null | undefined,
) {
  if (wanted === undefined || wanted === current) return { set: undefined, drop: undefined };
  const set = wanted === null ? undefined : await acceptAttachment(storage, actor, kind, wanted);
  return { set: set ?? null, drop: current };
}

/** The author edits its post; the write's condition is that it is still theirs. */
export async function editPost(
  storage: Storage,
  actor: UserActor,
  postId: string,
  input: PostEdit,
  now: number,
) {
  const post = await ownPost(actor, postId);
  const photo = await attachmentChange(storage, actor, 'photo', post.photoUrl, input.photo);
  const file = await attachmentChange(storage, actor, 'file', post.file, input.file);
  const removed = [
    ...(photo.set === null ? (['photoUrl'] as const) : []),
    ...(file.set === null ? (['file', 'fileName'] as const) : []),
  ];
  try {
    let update = db()
      .entities.post.patch({ post_id: postId })
      .set({
        title: input.title,
        info: input.info,
        updated: now,
        ...(photo.set ? { photoUrl: photo.set } : {}),
        ...(file.set ? { file: file.set, fileName: input.fileName ?? 'Attachment' } : {}),
      });
    if (removed.length) update = update.remove([...removed]);
    const { data } = await update
      .where(({ user_id }, { eq }) => eq(user_id, actor.uid))
      .go({ response: 'all_new' });
    await Promise.all(
      [photo.drop, file.drop].flatMap((key) => (key ? [removeWithRenditions(storage, key)] : [])),
    );
    return publicPost(storage, data as PostRecord);
  } catch (error) {
    if (isConditionFailure(error)) throw notFound(postGone);
    throw error;
  }
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
