import type { Storage } from '../../ports/storage.js';
import type { UserActor } from '../actor.js';
import { forbidden, invalid } from '../errors.js';
import { checkUpload, presignFile, userFilesPrefix } from '../profiles/documents.js';
import { stripImageMetadata } from '../profiles/strip-metadata.js';
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
 * (camera location and time) before it is shown to anyone.
 */
export async function acceptAttachment(
  storage: Storage,
  actor: UserActor,
  kind: AttachmentKind,
  key: string,
) {
  if (!key.startsWith(`${userFilesPrefix(actor.uid)}${TAG}`))
    throw forbidden('That file is not yours');
  const found = await checkUpload(storage, attachmentRules[kind], key);
  if (found.refusal !== undefined) {
    await storage.remove(key);
    throw invalid(found.refusal, { [kind]: found.refusal });
  }
  if (kind === 'photo') {
    const clean = stripImageMetadata(await storage.read(key), found.mime);
    await storage.write(key, clean, found.mime);
  }
  return key;
}
