import type { Storage } from '../ports/storage.js';
import type { UserActor } from '../actor.js';
import { forbidden, invalid } from '../errors.js';
import { checkUpload } from '../profiles/documents.js';
import { photoShapes } from '../profiles/photo-renditions.js';
import { storePhoto } from '../profiles/reencode-photo.js';
import { keptKey, stagedUploadsPrefix, userFilesPrefix } from '../profiles/user-files.js';
import { POST_FILE_TAG } from './post-upload.js';
import { attachmentRules, type AttachmentKind } from './schemas.js';

/**
 * Step 2, when the post is saved: the file must be the caller's, and is checked by content
 * exactly as profile documents are. A refused file is deleted. What was checked is kept where
 * no upload link reaches (profiles/user-files.ts): a file as the very bytes checked, a photo
 * through the profile photo's pipeline (re-encoded at the widths the post page shows, without
 * the camera's location and time; photo-renditions.ts `photoShapes.post`). Answers the kept
 * key; the upload itself is deleted.
 */
export async function acceptAttachment(
  storage: Storage,
  actor: UserActor,
  kind: AttachmentKind,
  key: string,
) {
  if (!key.startsWith(`${stagedUploadsPrefix(actor.uid)}${POST_FILE_TAG}`))
    throw forbidden('That file is not yours');
  const found = await checkUpload(storage, attachmentRules[kind], key);
  if (found.refusal !== undefined) {
    await storage.remove(key);
    throw invalid(found.refusal, { [kind]: found.refusal });
  }
  let kept: string;
  if (kind === 'photo') {
    const photo = { prefix: userFilesPrefix(actor.uid), shape: photoShapes.post, field: kind };
    kept = await storePhoto(storage, { key, bytes: found.bytes }, photo);
  } else {
    kept = keptKey(key);
    await storage.write(kept, found.bytes, found.mime);
  }
  await storage.remove(key);
  return kept;
}
