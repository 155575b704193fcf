import type { AttachmentKind } from '@core/community/schemas';
import { api } from '../../../lib/api-client';
import { uploadWithProgress, type PresignedPost } from '../../../lib/upload-with-progress';

/**
 * POST /api/posts/uploads (a presigned POST), then the file straight to storage. The API
 * checks it by content when the post is saved. Answers the file's key.
 */
export async function uploadAttachment(
  kind: AttachmentKind,
  file: File,
  onProgress: (percent: number) => void,
): Promise<string> {
  const post = await api<PresignedPost & { key: string }>('/api/posts/uploads', {
    method: 'POST',
    auth: true,
    body: { kind, filename: file.name, contentType: file.type },
  });
  await uploadWithProgress(post, file, onProgress);
  return post.key;
}
