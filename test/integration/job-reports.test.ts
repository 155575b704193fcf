import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../support/api.js';
import { DEMO_PASSWORD, registerVerified, signIn, type Tokens } from '../support/accounts.js';
import { parentWithPackage, publishedJob } from '../support/jobs.js';

type Person = Awaited<ReturnType<typeof registerVerified>>;

let admin: Tokens;
let caregiver: Person;
let parent: Person;

beforeAll(async () => {
  [admin, caregiver, parent] = await Promise.all([
    signIn('admin@demo.test', DEMO_PASSWORD),
    registerVerified('childcarer'),
    parentWithPackage(),
  ]);
}, 60_000);

const report = (token: string, post_id: string) =>
  api('POST', '/api/reports', {
    token,
    body: { kind: 'job', post_id, reason: 'Asks for a fee before the interview' },
  });

/** The open report about a job, from the admin queue (all pages). */
async function openJobReport(postId: string) {
  let cursor: string | undefined;
  do {
    const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
    const page = await api('GET', `/api/admin/reports${query}`, { token: admin.idToken });
    const found = page.body.reports.find(
      (r: { kind: string; target: string }) => r.kind === 'job' && r.target === postId,
    );
    if (found) return String(found.id);
    cursor = page.body.cursor ?? undefined;
  } while (cursor);
  throw new Error(`no open report about job ${postId}`);
}

const searchIds = async () => {
  const found = await api('GET', '/api/jobs?position=Weekend%20Nanny&country=Botswana');
  return found.body.jobs.map((job: { post_id: string }) => job.post_id) as string[];
};

describe('reporting a job', () => {
  it('is refused for the poster, for a job nobody can see, and twice by one person', async () => {
    const postId = await publishedJob(parent.idToken);
    const own = await report(parent.idToken, postId);
    expect(own.status).toBe(400);
    expect(own.body.message).toBe('You cannot report your own job');

    expect((await api('POST', `/api/jobs/${postId}/pause`, { token: parent.idToken })).status).toBe(
      200,
    );
    const paused = await report(caregiver.idToken, postId);
    expect(paused.status).toBe(404);
    expect(paused.body.message).toBe('This job is not available');

    const missing = await api('POST', '/api/reports', {
      token: caregiver.idToken,
      body: { kind: 'job', review_id: 'abc', reason: 'Spam' },
    });
    expect(missing.status).toBe(400);
    expect(JSON.stringify(missing.body)).toContain('A job is reported with its post id');
  });

  it('reaches the admin queue once; hiding takes the job down until an admin lifts it', async () => {
    const postId = await publishedJob(parent.idToken, {
      position: 'Weekend Nanny',
      currently_in: 'Botswana',
      region: undefined,
      town: undefined,
    });
    expect(await searchIds()).toContain(postId);

    const first = await report(caregiver.idToken, postId);
    expect(first.status).toBe(201);
    expect(first.body.message).toBe('Thank you. Our team will look at it.');
    expect((await report(caregiver.idToken, postId)).status).toBe(409);

    const id = await openJobReport(postId);
    const read = await api('GET', `/api/admin/reports/${id}`, { token: admin.idToken });
    expect(read.body).toMatchObject({
      kind: 'job',
      post_id: postId,
      content: { title: 'Weekend Nanny in Botswana', subject: parent.uid, hidden: false },
    });
    expect(read.body.content.text).toContain('Salary: ZMW 3000 per month');

    const hidden = await api('PUT', `/api/admin/reports/${id}/decision`, {
      token: admin.idToken,
      body: { action: 'hide' },
    });
    expect(hidden.status, JSON.stringify(hidden.body)).toBe(200);
    expect(hidden.body.content.hidden).toBe(true);

    // Gone for everyone: its page, search; its owner sees why and cannot publish it again.
    expect((await api('GET', `/api/jobs/${postId}`)).status).toBe(404);
    expect(await searchIds()).not.toContain(postId);
    const mine = await api('GET', '/api/my/jobs', { token: parent.idToken });
    expect(mine.body.jobs.find((job: { post_id: string }) => job.post_id === postId)).toMatchObject(
      { live: false, hidden: true },
    );
    const republish = await api('POST', `/api/jobs/${postId}/publish`, { token: parent.idToken });
    expect(republish.status).toBe(403);
    expect(republish.body.message).toMatch(/taken down by our team/);

    // Lifted: the mark goes, the job waits paused, and its owner publishes it again.
    const shown = await api('PUT', `/api/admin/reports/${id}/unhide`, { token: admin.idToken });
    expect(shown.status, JSON.stringify(shown.body)).toBe(200);
    expect(shown.body.content.hidden).toBe(false);
    expect((await api('GET', `/api/jobs/${postId}`)).status).toBe(404);
    const again = await api('POST', `/api/jobs/${postId}/publish`, { token: parent.idToken });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect((await api('GET', `/api/jobs/${postId}`)).status).toBe(200);
    expect(await searchIds()).toContain(postId);
  });
});
