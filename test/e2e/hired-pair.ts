import { expect } from 'vitest';
import { api } from '../support/api.js';
import { parentWithPackage, publishedJob } from '../support/jobs.js';
import { liveCaregiver } from '../support/profiles.js';

/** A caregiver who applied, was offered the job and accepted it, all through the API. */
export async function hiredPair() {
  const parent = await parentWithPackage();
  const job = await publishedJob(parent.idToken, { contact: 'Mrs Tembo', position: 'Au Pair' });
  const nanny = await liveCaregiver('Grace Mulenga');
  const token = nanny.idToken;
  const applied = await api('POST', `/api/jobs/${job}/applications`, { token });
  expect(applied.status, JSON.stringify(applied.body)).toBe(201);
  const offered = await api('POST', `/api/jobs/${job}/offers`, {
    token: parent.idToken,
    body: { caregiver_id: nanny.uid, message: 'Can you start Monday?' },
  });
  expect(offered.status, JSON.stringify(offered.body)).toBe(201);
  const accepted = await api('PUT', `/api/jobs/${job}/offers/${nanny.uid}`, {
    token,
    body: { status: 'accepted' },
  });
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  return { parent, nanny, job };
}
