import { randomUUID } from 'node:crypto';
import type { Storage } from '../ports/storage.js';
import type { UserActor } from '../actor.js';
import { isConditionFailure } from '../db/errors.js';
import { db } from '../db/service.js';
import { transact } from '../db/transact.js';
import { accountGone, authorStillHere } from '../privacy/author-guard.js';
import { notFound } from '../errors.js';
import { removeWithRenditions } from '../profiles/photo-renditions.js';
import { acceptAttachment } from './attachments.js';
import { authorName } from './authors.js';
import { ownPost, postGone, publicPost, type PostRecord } from './posts.js';
import type { PostEdit, PostInput } from './schemas.js';

/*
 * Writing and editing a post, apart from posts.ts: only these take a photo, which is decoded
 * (sharp, native), so only their function's bundle carries it (lambdas/http/functions.ts).
 */

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
