import { tApp } from '../i18n/app/i18n';
import { ApiError, networkMessage } from './api-error';

/** A presigned POST as the API hands it out (S3's form fields plus the bucket URL). */
export interface PresignedPost {
  url: string;
  fields: Record<string, string>;
}

/**
 * Posts a file straight to storage with XMLHttpRequest, because fetch cannot report upload
 * progress and on a slow link people need to see that something is happening.
 */
export function uploadWithProgress(
  post: PresignedPost,
  file: File,
  onProgress: (percent: number) => void,
): Promise<void> {
  const form = new FormData();
  for (const [name, value] of Object.entries(post.fields)) form.append(name, value);
  form.append('file', file);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', post.url);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        onProgress(100);
        resolve();
      } else {
        reject(new ApiError(request.status, 'upload-refused', tApp('error.uploadRefused')));
      }
    };
    request.onerror = () => reject(new ApiError(0, 'network', networkMessage()));
    request.ontimeout = request.onerror;
    request.send(form);
  });
}
