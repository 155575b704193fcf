import type { Storage } from '../ports/storage.js';
import { forbidden, invalid } from '../errors.js';
import type { UserActor } from '../actor.js';
import { isReviewed, queueForReview } from '../moderation/document-reviews.js';
import { refreshCaregiverCards } from '../search/caregiver-cards.js';
import { users } from '../users/users.js';
import { completeness } from './completeness.js';
import { documentKinds, isPublicDocument, type DocumentKind } from './document-kinds.js';
import { checkUpload } from './documents.js';
import { patchProfile } from './patch-profile.js';
import { photoShapes, removeWithRenditions } from './photo-renditions.js';
import { storePhoto } from './reencode-photo.js';
import { keptKey, stagedUploadsPrefix, userFilesPrefix } from './user-files.js';

/*
 * Confirming an upload, apart from documents.ts: only this decodes images (sharp, native), so
 * only the confirming function's bundle carries it (infra/constructs/lambda-bundling.ts).
 */

const withoutKey = <T extends object>(record: T, key: string): T =>
  Object.fromEntries(Object.entries(record).filter(([name]) => name !== key)) as T;

/**
 * Step 2: the upload is checked by content; a refused one is deleted and the profile is
 * unchanged. What was checked is then written where no upload link reaches (user-files.ts):
 * a document as the very bytes checked, the photo (public) re-encoded at the sizes pages show
 * and without the location and time the camera wrote into it (photo-renditions.ts). That file
 * is set in its field (replacing and deleting the previous one), the uploads section is done
 * once the CV is there, and completeness is recomputed. The upload itself is not kept.
 */
export async function confirmUpload(
  storage: Storage,
  actor: UserActor,
  input: { kind: DocumentKind; key: string },
  now: number,
) {
  if (!input.key.startsWith(stagedUploadsPrefix(actor.uid)))
    throw forbidden('That file is not yours');
  const found = await checkUpload(storage, documentKinds[input.kind], input.key);
  if (found.refusal !== undefined) {
    await storage.remove(input.key);
    throw invalid(found.refusal, { file: found.refusal });
  }
  const key = isPublicDocument(input.kind)
    ? await storePhoto(
        storage,
        { key: input.key, bytes: found.bytes },
        { prefix: userFilesPrefix(actor.uid), shape: photoShapes.profile, field: 'file' },
      )
    : await storeDocument(storage, input.key, found.bytes, found.mime);
  try {
    const data = await setDocument(storage, actor, { kind: input.kind, key }, now);
    await storage.remove(input.key);
    return data;
  } catch (error) {
    // Nothing changed: the files just written go again (the upload stays, as for any file).
    await removeWithRenditions(storage, key);
    throw error;
  }
}

/** Keeps a document's checked bytes, as the type they were found to be. */
async function storeDocument(storage: Storage, uploadKey: string, bytes: Uint8Array, mime: string) {
  const key = keptKey(uploadKey);
  await storage.write(key, bytes, mime);
  return key;
}

/** Sets a checked file in its field; the previous file (with its renditions) is deleted. */
async function setDocument(
  storage: Storage,
  actor: UserActor,
  input: { kind: DocumentKind; key: string },
  now: number,
) {
  const user = await users.require(actor.uid);
  const { field } = documentKinds[input.kind];
  const previous = user[field];
  const status = { ...user.status, uploads: field === 'docUrl' || Boolean(user.docUrl) };
  const derived = completeness({
    userType: user.user_type,
    status,
    positions: user.positions,
    radioValue: user.radioValue,
  });
  const sensitive = 'sensitive' in documentKinds[input.kind];
  const data = await patchProfile(
    actor.uid,
    user.version ?? 1,
    {
      [field]: input.key,
      status,
      ...derived,
      ...(sensitive ? { consents: { ...user.consents, [input.kind]: now } } : {}),
      // A new file has not been checked: its kind loses the verified badge until an admin looks.
      ...(user.verifiedDocs && input.kind in user.verifiedDocs
        ? { verifiedDocs: withoutKey(user.verifiedDocs, input.kind) }
        : {}),
      date_updated: now,
      updatedAt: now,
    },
    { userType: user.user_type, before: user.isCompelete },
  );
  if (previous && previous !== input.key) await removeWithRenditions(storage, previous);
  // Clearances and certificates wait in the admins' verification queue.
  if (isReviewed(input.kind)) {
    await queueForReview(actor.uid, input.kind, input.key, user.fullname ?? user.username, now);
  }
  await refreshCaregiverCards(actor.uid, now);
  return data;
}
