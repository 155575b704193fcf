import { randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import type { Storage } from '../../ports/storage.js';
import { isAdmin, type UserActor } from '../actor.js';
import { forbidden, invalid, notFound } from '../errors.js';
import { isReviewed, queueForReview } from '../moderation/document-reviews.js';
import { refreshCaregiverCards } from '../search/caregiver-cards.js';
import { users } from '../users/users.js';
import { completeness } from './completeness.js';
import { documentKinds, isPublicDocument, type DocumentKind } from './document-kinds.js';
import { patchProfile } from './patch-profile.js';
import { stripImageMetadata } from './strip-metadata.js';

export const consentRequired =
  'Please confirm that you agree to us keeping this document before uploading it.';
const MB = 1024 * 1024;

const withoutKey = <T extends object>(record: T, key: string): T =>
  Object.fromEntries(Object.entries(record).filter(([name]) => name !== key)) as T;

/** Every file of a user lives under this prefix (spec section 7: {user_id}/media/...). */
export const userFilesPrefix = (uid: string) => `${uid}/media/`;

/** Spec section 7: uploads go to {user_id}/media/{random}{filename} (`tag` marks their use). */
const uploadKey = (uid: string, filename: string, tag = '') =>
  `${userFilesPrefix(uid)}${tag}${randomUUID()}${filename.replace(/[^\w.-]+/g, '_').slice(-80)}`;

/** What an upload may be: a size bound and the types accepted, named for people by `label`. */
export interface UploadRule {
  maxBytes: number;
  types: readonly string[];
  label: string;
}

/**
 * A presigned POST for one file of the user's, bounded by the rule's size and its declared
 * type (the content is checked after it arrives, by `checkUpload`). Profiles and community
 * posts both upload through this.
 */
export async function presignFile(
  storage: Storage,
  uid: string,
  rule: UploadRule,
  input: { what: string; filename: string; contentType: string; tag?: string },
) {
  if (!rule.types.includes(input.contentType)) {
    throw invalid(`The ${input.what} must be ${rule.label}.`, {
      contentType: `Choose ${rule.label}`,
    });
  }
  const key = uploadKey(uid, input.filename, input.tag);
  const post = await storage.presignUpload(key, input.contentType, rule.maxBytes);
  return { ...post, key, maxBytes: rule.maxBytes };
}

/** Step 1: a presigned POST, bounded in size and type, straight to the bucket. */
export async function requestUpload(
  storage: Storage,
  actor: UserActor,
  input: { kind: DocumentKind; filename: string; contentType: string; consent?: boolean },
) {
  const kind = documentKinds[input.kind];
  if ('sensitive' in kind && input.consent !== true)
    throw invalid(consentRequired, { consent: consentRequired });
  return presignFile(storage, actor.uid, kind, { ...input, what: input.kind });
}

/**
 * Checks what arrived (its size and first bytes) and says why it is refused, or else which
 * type it really is.
 */
export async function checkUpload(storage: Storage, kind: UploadRule, key: string) {
  const size = await storage.size(key);
  if (size === undefined)
    return { refusal: 'We did not receive the file. Please upload it again.' };
  if (size > kind.maxBytes) return { refusal: `The file is larger than ${kind.maxBytes / MB} MB.` };
  const type = await fileTypeFromBuffer(await storage.head(key));
  if (!type || !kind.types.includes(type.mime)) {
    return { refusal: `That file is not ${kind.label}. Please choose another file.` };
  }
  return { mime: type.mime };
}

/**
 * Step 2: the file is checked by content; a refused file is deleted and the profile is
 * unchanged. An accepted one is set in its field (replacing and deleting the previous one),
 * the uploads section is done once the CV is there, and completeness is recomputed.
 */
export async function confirmUpload(
  storage: Storage,
  actor: UserActor,
  input: { kind: DocumentKind; key: string },
  now: number,
) {
  if (!input.key.startsWith(userFilesPrefix(actor.uid))) throw forbidden('That file is not yours');
  const found = await checkUpload(storage, documentKinds[input.kind], input.key);
  if (found.refusal !== undefined) {
    await storage.remove(input.key);
    throw invalid(found.refusal, { file: found.refusal });
  }
  // The photo is public: it goes out without the location and time the camera wrote into it.
  if (isPublicDocument(input.kind)) {
    const clean = stripImageMetadata(await storage.read(input.key), found.mime);
    await storage.write(input.key, clean, found.mime);
  }
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
  if (previous && previous !== input.key) await storage.remove(previous);
  // Clearances and certificates wait in the admins' verification queue.
  if (isReviewed(input.kind)) {
    await queueForReview(actor.uid, input.kind, input.key, user.fullname ?? user.username, now);
  }
  await refreshCaregiverCards(actor.uid, now);
  return data;
}

/** A short-lived link to a document: the photo for anyone, the rest for the owner and admins. */
export async function documentLink(
  storage: Storage,
  actor: UserActor,
  uid: string,
  kind: DocumentKind,
) {
  if (!isPublicDocument(kind) && actor.uid !== uid && !isAdmin(actor)) {
    throw forbidden('Only the owner and admins can open this document');
  }
  const user = await users.get(uid);
  const key = user?.[documentKinds[kind].field];
  if (!key) throw notFound('No document of that kind');
  return { url: await storage.signedLink(key) };
}
