import { expect } from 'vitest';
import { registerVerified } from './accounts.js';
import { api } from './api.js';
import { parentWithPackage, publishedJob } from './jobs.js';

/** Opens (or finds) the caller's conversation with `uid`. */
export const openConversation = (token: string, uid: string) =>
  api('POST', '/api/conversations', { token, body: { with: uid } });

/** A parent who offered a job to a new caregiver: a connected pair. */
export async function offeredPair() {
  const parent = await parentWithPackage();
  const job = await publishedJob(parent.idToken, { contact: 'Mrs Tembo' });
  const nanny = await registerVerified('childcarer');
  const offered = await api('POST', `/api/jobs/${job}/offers`, {
    token: parent.idToken,
    body: { caregiver_id: nanny.uid, message: '' },
  });
  expect(offered.status).toBe(201);
  return { parent, nanny, job };
}

/** A connected pair with their conversation open. */
export async function talking() {
  const pair = await offeredPair();
  const opened = await openConversation(pair.parent.idToken, pair.nanny.uid);
  expect(opened.status).toBe(201);
  return { ...pair, id: String(opened.body.conversation.id) };
}
