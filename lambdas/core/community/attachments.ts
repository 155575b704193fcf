import type { Storage } from '../ports/storage.js';
import type { UserActor } from '../actor.js';
import { forbidden, invalid } from '../errors.js';
import { checkUpload, presignFile } from '../profiles/documents.js';
import { stripImageMetadata } from '../profiles/strip-metadata.js';
import { keptKey, stagedUploadsPrefix } from '../profiles/user-files.js';
import { attachmentRules, type AttachmentKind } from './schemas.js';

/** Post files are tagged so a profile's document can never be passed off as one. */
const TAG = 'post-';

/** Step 1: a presigned POST, the same bounds and flow as profile documents. */
export const requestPostUpload = (
  storage: Storage,
  actor: UserActor,
  input: { kind: AttachmentKind; filename: string; contentType: string },
) => presignFile(storage, actor.uid, attachmentRules[input.kind], { ...input, tag: TAG });

/**
 * Step 2, when the post is saved: the file must be the caller's, and is checked by content
 * exactly as profile documents are. A refused file is deleted; a photo loses its metadata
 * (camera location and time) before it is shown to anyone. What was checked is kept where no
 * upload link reaches (profiles/user-files.ts); answers that key.
 */
export async function acceptAttachment(
  storage: Storage,
  actor: UserActor,
  kind: AttachmentKind,
  key: string,
) {
  if (!key.startsWith(`${stagedUploadsPrefix(actor.uid)}${TAG}`))
    throw forbidden('That file is not yours');
  const found = await checkUpload(storage, attachmentRules[kind], key);
  if (found.refusal !== undefined) {
    await storage.remove(key);
    throw invalid(found.refusal, { [kind]: found.refusal });
  }
  const kept = keptKey(key);
  const bytes = kind === 'photo' ? stripImageMetadata(found.bytes, found.mime) : found.bytes;
  await storage.write(kept, bytes, found.mime);
  await storage.remove(key);
  return kept;
}
