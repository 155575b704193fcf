import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../lambdas/core/db/service.js';
import { api } from '../support/api.js';
import { DEMO_PASSWORD, registerVerified, signIn, type Tokens } from '../support/accounts.js';
import { comment, writePost } from '../support/community.js';
import { liveCaregiver } from '../support/profiles.js';

type Person = Awaited<ReturnType<typeof registerVerified>>;

const uidOf = (token: string) =>
  String(JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')).sub);

let admin: Tokens;
let adminUid: string;
let reporter: Person;
let author: Person;

beforeAll(async () => {
  [admin, reporter, author] = await Promise.all([
    signIn('admin@demo.test', DEMO_PASSWORD),
    registerVerified('parent'),
    registerVerified('childcarer'),
  ]);
  adminUid = uidOf(admin.idToken);
}, 60_000);

const report = (body: Record<string, unknown>, token = reporter.idToken) =>
  api('POST', '/api/reports', { token, body: { reason: 'This breaks the rules', ...body } });

/** Every open report, all pages. */
async function openReports() {
  const found: Record<string, any>[] = [];
  let cursor: string | undefined;
  do {
    const page = await api(
      'GET',
      `/api/admin/reports${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`,
      {
        token: admin.idToken,
      },
    );
    expect(page.status).toBe(200);
    expect(page.body.reports.length).toBeLessThanOrEqual(15);
    found.push(...page.body.reports);
    cursor = page.body.cursor ?? undefined;
  } while (cursor);
  return found;
}

async function openReportOf(match: (r: Record<string, any>) => boolean) {
  const found = (await openReports()).find(match);
  expect(found).toBeDefined();
  return found!.id as string;
}

const decide = (id: string, action: string) =>
  api('PUT', `/api/admin/reports/${id}/decision`, { token: admin.idToken, body: { action } });

function expectRecorded(
  decided: { status: number; body: Record<string, any> },
  action: string,
  before: number,
) {
  expect(decided.status, JSON.stringify(decided.body)).toBe(200);
  expect(decided.body).toMatchObject({ status: 'closed', action, actedBy: adminUid });
  expect(decided.body.actedAt).toBeGreaterThanOrEqual(before);
  expect(decided.body.actedAt).toBeLessThanOrEqual(Date.now());
}

describe('the reports queue (/user_reports, /reports/{id})', () => {
  it('lists an open report, shows the content as text, and dismissing records who and when', async () => {
    const post = await writePost(author.idToken, { title: 'Cheap nannies', info: 'Call me now' });
    expect((await report({ kind: 'post', post_id: post.post_id })).status).toBe(201);
    const id = await openReportOf((r) => r.kind === 'post' && r.target === post.post_id);

    const read = await api('GET', `/api/admin/reports/${id}`, { token: admin.idToken });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({
      status: 'open',
      reason: 'This breaks the rules',
      content: { title: 'Cheap nannies', text: 'Call me now', subject: author.uid },
    });

    const before = Date.now();
    expectRecorded(await decide(id, 'dismiss'), 'dismiss', before);
    // Out of the open queue, the post untouched, and a second decision is refused.
    expect((await openReports()).map((r) => r.id)).not.toContain(id);
    expect((await api('GET', `/api/posts/${post.post_id}`)).status).toBe(200);
    expect((await decide(id, 'hide')).status).toBe(409);
    const stored = await db()
      .entities.report.get({ kind: 'post', target: post.post_id, reporter: reporter.uid })
      .go();
    expect(stored.data).toMatchObject({ status: 'closed', action: 'dismiss', actedBy: adminUid });
  });

  it('hiding a post takes it out of the public list and its page; hiding a comment too', async () => {
    const post = await writePost(author.idToken, {
      title: `Hide me ${randomUUID()}`,
      info: 'Spam',
    });
    await report({ kind: 'post', post_id: post.post_id });
    const id = await openReportOf((r) => r.kind === 'post' && r.target === post.post_id);
    const before = Date.now();
    expectRecorded(await decide(id, 'hide'), 'hide', before);

    expect((await api('GET', `/api/posts/${post.post_id}`)).status).toBe(404);
    const recent = await api('GET', '/api/posts');
    expect(recent.body.posts.map((p: { post_id: string }) => p.post_id)).not.toContain(
      post.post_id,
    );
    const stored = await db().entities.post.get({ post_id: post.post_id }).go();
    expect(stored.data?.hidden).toBe(true);

    const other = await writePost(author.idToken);
    const said = await comment(author.idToken, other.post_id, 'Rude words');
    const commentId = String(said.body.comment_id);
    await report({ kind: 'comment', post_id: other.post_id, comment_id: commentId });
    const cid = await openReportOf((r) => r.kind === 'comment' && r.comment_id === commentId);
    expectRecorded(await decide(cid, 'hide'), 'hide', before);
    const comments = await api('GET', `/api/posts/${other.post_id}/comments`);
    expect(comments.status).toBe(200);
    expect(comments.body.comments.map((c: { comment_id: string }) => c.comment_id)).not.toContain(
      commentId,
    );
  });

  it('refuses non-admins', async () => {
    expect((await api('GET', '/api/admin/reports', { token: reporter.idToken })).status).toBe(403);
  });
});

describe('suspension', () => {
  it('takes effect on the next request, blocks sign-in and search; lifting restores it', async () => {
    const region = `Region ${randomUUID().slice(0, 8)}`;
    const nanny = await liveCaregiver('Suspended Nanny', {
      basics: { currently_in: 'Botswana', region, town: 'Gaborone' },
    });
    const search = async () =>
      (
        await api<{ caregivers: { uid: string }[] }>(
          'GET',
          `/api/caregivers?${new URLSearchParams({ country: 'Botswana', region }).toString()}`,
        )
      ).body.caregivers.map((c) => c.uid);
    expect(await search()).toContain(nanny.uid);
    expect((await api('GET', '/api/me', { token: nanny.idToken })).status).toBe(200);

    expect((await report({ kind: 'user', uid: nanny.uid })).status).toBe(201);
    expect((await report({ kind: 'user', uid: reporter.uid })).status).toBe(400);
    const id = await openReportOf((r) => r.kind === 'user' && r.target === nanny.uid);
    const read = await api('GET', `/api/admin/reports/${id}`, { token: admin.idToken });
    expect(read.body.content).toMatchObject({ title: 'Suspended Nanny', subject: nanny.uid });
    expect((await decide(id, 'hide')).status).toBe(400);

    const before = Date.now();
    const decided = await decide(id, 'suspend');
    expectRecorded(decided, 'suspend', before);
    expect(decided.body.suspended).toBe(true);

    // The token obtained before the suspension is still valid, but refused at once.
    const next = await api('GET', '/api/me', { token: nanny.idToken });
    expect(next.status).toBe(403);
    expect(next.body.message).toMatch(/suspended/);
    await expect(signIn(nanny.email, nanny.password)).rejects.toThrow(/NotAuthorized/);
    expect(await search()).not.toContain(nanny.uid);
    expect((await api('GET', `/api/profiles/${nanny.uid}`)).status).toBe(404);

    const lifted = await api('DELETE', `/api/admin/suspensions/${nanny.uid}`, {
      token: admin.idToken,
    });
    expect(lifted.status, JSON.stringify(lifted.body)).toBe(200);
    expect((await api('GET', '/api/me', { token: nanny.idToken })).status).toBe(200);
    const again = await signIn(nanny.email, nanny.password);
    expect((await api('GET', '/api/me', { token: again.idToken })).status).toBe(200);
    expect(await search()).toContain(nanny.uid);
    expect((await api('GET', `/api/profiles/${nanny.uid}`)).status).toBe(200);
    // The decision stays on the report.
    const kept = await api('GET', `/api/admin/reports/${id}`, { token: admin.idToken });
    expect(kept.body).toMatchObject({ action: 'suspend', actedBy: adminUid, suspended: false });
  }, 60_000);
});
