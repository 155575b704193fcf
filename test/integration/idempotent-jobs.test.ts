import { describe, expect, it } from 'vitest';
import { api, keyedRequest } from '../support/api.js';
import { registerVerified } from '../support/accounts.js';
import { jobForm, parentWithPackage } from '../support/jobs.js';

/** POST /api/jobs with an Idempotency-Key, as the SPA sends a form kept offline. */
const postKeyed = (token: string, key: string, body: object) =>
  keyedRequest('POST', '/api/jobs', token, key, body);

const titlesOf = async (token: string) => {
  const mine = await api('GET', '/api/my/jobs', { token });
  return (mine.body.jobs as { contact: string; post_id: string }[]).map((job) => job.contact);
};

describe('posting a job with an Idempotency-Key (a form kept offline, sent again)', () => {
  it('creates one job for the same key however often it arrives, and another for a new key', async () => {
    const parent = await parentWithPackage();
    const key = crypto.randomUUID();
    const first = await postKeyed(parent.idToken, key, jobForm({ contact: 'Mrs Once' }));
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ contact: 'Mrs Once', live: true });
    // Sent again at the same time from two tabs, and once more later: the same job each time.
    const again = await Promise.all([
      postKeyed(parent.idToken, key, jobForm({ contact: 'Mrs Once' })),
      postKeyed(parent.idToken, key, jobForm({ contact: 'Mrs Once' })),
    ]);
    const later = await postKeyed(parent.idToken, key, jobForm({ contact: 'Mrs Once' }));
    for (const answer of [...again, later]) {
      expect(answer.status).toBe(201);
      expect(answer.body.post_id).toBe(first.body.post_id);
    }
    const other = await postKeyed(
      parent.idToken,
      crypto.randomUUID(),
      jobForm({ contact: 'Mrs Twice' }),
    );
    expect(other.status).toBe(201);
    expect(other.body.post_id).not.toBe(first.body.post_id);
    expect((await titlesOf(parent.idToken)).sort()).toEqual(['Mrs Once', 'Mrs Twice']);
    // Published once: the job is counted once in search.
    const found = await api('GET', '/api/jobs?position=Nanny&country=Zambia');
    const listed = (found.body.jobs as { post_id: string }[]).filter(
      (job) => job.post_id === first.body.post_id,
    );
    expect(listed).toHaveLength(1);
  });

  it('keeps the same key of two people apart, and without a package saves the job once', async () => {
    const key = crypto.randomUUID();
    const [one, two] = await Promise.all([registerVerified('parent'), registerVerified('parent')]);
    const first = await postKeyed(one.idToken, key, jobForm({ contact: 'Mr One' }));
    const second = await postKeyed(two.idToken, key, jobForm({ contact: 'Mr Two' }));
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.body.post_id).not.toBe(first.body.post_id);
    expect(first.body).toMatchObject({ live: false, user_id: one.uid });
    const repeated = await postKeyed(one.idToken, key, jobForm({ contact: 'Mr One' }));
    expect(repeated.body.post_id).toBe(first.body.post_id);
    expect(await titlesOf(one.idToken)).toEqual(['Mr One']);
    expect(await titlesOf(two.idToken)).toEqual(['Mr Two']);
  });

  it('refuses a malformed key with a clear message and creates nothing', async () => {
    const parent = await parentWithPackage();
    const refused = await postKeyed(parent.idToken, 'no spaces allowed', jobForm());
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Idempotency-Key must be 8 to 64 letters, digits, - or _');
    expect(await titlesOf(parent.idToken)).toEqual([]);
  });
});
