import type { Storage } from '../ports/storage.js';
import type { UserActor } from '../actor.js';
import { presignFile } from '../profiles/documents.js';
import { attachmentRules, type AttachmentKind } from './schemas.js';

/**
 * Post files are tagged so a profile's document can never be passed off as one. Apart from
 * attachments.ts (which decodes photos with sharp), so the function that only hands out upload
 * links does not bundle sharp.
 */
export const POST_FILE_TAG = 'post-';

/** Step 1: a presigned POST, the same bounds and flow as profile documents. */
export const requestPostUpload = (
  storage: Storage,
  actor: UserActor,
  input: { kind: AttachmentKind; filename: string; contentType: string },
) => presignFile(storage, actor.uid, attachmentRules[input.kind], { ...input, tag: POST_FILE_TAG });
