import type { AttachmentKind } from '@core/community/schemas';
import { communityRoutes } from '@http/routes/community';
import { callRoute } from '../../../lib/call-route';
import { uploadWithProgress } from '../../../lib/upload-with-progress';

/**
 * POST /api/posts/uploads (a presigned POST), then the file straight to storage. The API
 * checks it by content when the post is saved. Answers the file's key.
 */
export async function uploadAttachment(
  kind: AttachmentKind,
  file: File,
  onProgress: (percent: number) => void,
): Promise<string> {
  const post = await callRoute(communityRoutes.requestPostUpload, {
    body: { kind, filename: file.name, contentType: file.type },
  });
  await uploadWithProgress(post, file, onProgress);
  return post.key;
}
