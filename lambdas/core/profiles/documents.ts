import { randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import type { Storage } from '../ports/storage.js';
import { isAdmin, type UserActor } from '../actor.js';
import { forbidden, invalid, notFound, words } from '../errors.js';
import { users } from '../users/users.js';
import { documentKinds, isPublicDocument, type DocumentKind } from './document-kinds.js';
import { stagedUploadsPrefix, userFilesPrefix } from './user-files.js';

/** Where every file of a user lives (its own module, so infra can narrow grants to it). */
export { userFilesPrefix };

export const consentRequired =
  'Please confirm that you agree to us keeping this document before uploading it.';
const MB = 1024 * 1024;

/**
 * Spec section 7: files are kept at {user_id}/media/{random}{filename} (`tag` marks their use);
 * each upload first waits under the staged prefix until it is checked (user-files.ts).
 */
const uploadKey = (uid: string, filename: string, tag = '') =>
  `${stagedUploadsPrefix(uid)}${tag}${randomUUID()}${filename.replace(/[^\w.-]+/g, '_').slice(-80)}`;

/**
 * Each kind of file's refusals, whole sentences so each translates as one (the API's
 * messages are translated by their English text: lambdas/core/api-words).
 */
const typeRefusals = {
  'an image (JPEG, PNG or WebP)': {
    mustBe: 'This file must be an image (JPEG, PNG or WebP).',
    choose: 'Choose an image (JPEG, PNG or WebP)',
    notIt: 'That file is not an image (JPEG, PNG or WebP). Please choose another file.',
  },
  'a PDF': {
    mustBe: 'This file must be a PDF.',
    choose: 'Choose a PDF',
    notIt: 'That file is not a PDF. Please choose another file.',
  },
} as const;

/** What an upload may be: a size bound and the types accepted, named for people by `label`. */
export interface UploadRule {
  maxBytes: number;
  types: readonly string[];
  label: keyof typeof typeRefusals;
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
  input: { filename: string; contentType: string; tag?: string },
) {
  if (!rule.types.includes(input.contentType)) {
    const refusal = typeRefusals[rule.label];
    throw invalid(refusal.mustBe, { contentType: refusal.choose });
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
  return presignFile(storage, actor.uid, kind, input);
}

/**
 * Checks what arrived, by content, and says why it is refused, or else which type it really
 * is, with the very bytes checked: the caller keeps those, never the upload again, which its
 * link could still overwrite until the link's time is up.
 */
export async function checkUpload(storage: Storage, kind: UploadRule, key: string) {
  const read = await storage.readAtMost(key, kind.maxBytes);
  if (read === undefined)
    return { refusal: 'We did not receive the file. Please upload it again.' } as const;
  if (read === 'too large')
    return { refusal: words('The file is larger than {mb} MB.', { mb: kind.maxBytes / MB }) };
  const type = await fileTypeFromBuffer(read);
  if (!type || !kind.types.includes(type.mime)) {
    return { refusal: typeRefusals[kind.label].notIt };
  }
  return { mime: type.mime, bytes: read };
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
