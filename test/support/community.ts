import { expect } from 'vitest';
import { api } from './api.js';
import { cameraPhoto } from './photos.js';
import { sendToPresignedPost } from './profiles.js';

export const writePost = async (
  token: string,
  body: Record<string, unknown> = { title: 'Finding a nanny', info: 'What worked for you?' },
) => {
  const created = await api('POST', '/api/posts', { token, body });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body as Record<string, any> & { post_id: string };
};

export const like = (token: string, id: string) => api('PUT', `/api/posts/${id}/like`, { token });
export const unlike = (token: string, id: string) =>
  api('DELETE', `/api/posts/${id}/like`, { token });
export const comment = (token: string, id: string, info: string) =>
  api('POST', `/api/posts/${id}/comments`, { token, body: { info } });

/** The browser's upload flow for a post: presigned POST, the file to storage; answers the key. */
export async function uploadPostFile(
  token: string,
  kind: 'photo' | 'file',
  bytes: Buffer,
  filename: string,
  contentType: string,
) {
  const asked = await api('POST', '/api/posts/uploads', {
    token,
    body: { kind, filename, contentType },
  });
  expect(asked.status, JSON.stringify(asked.body)).toBe(200);
  await sendToPresignedPost(asked.body, bytes, contentType, filename);
  return String(asked.body.key);
}

/** Uploads a phone camera's JPEG (with GPS) of `width` x `height` as a post's photo; its key. */
export const uploadPostPhoto = async (token: string, width: number, height: number) =>
  uploadPostFile(token, 'photo', await cameraPhoto(width, height), 'IMG_0001.jpg', 'image/jpeg');
