import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { countedRole } from '../../lambdas/core/admin-users/super-admins.js';
import { db } from '../../lambdas/core/db/service.js';
import { reportIdOf } from '../../lambdas/core/reports/admin-reports.js';
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
    // the sessions the suspension ended stay ended (the session fence): the nanny signs in again
    expect((await api('GET', '/api/me', { token: nanny.idToken })).status).toBe(401);
    const again = await signIn(nanny.email, nanny.password);
    expect((await api('GET', '/api/me', { token: again.idToken })).status).toBe(200);
    expect(await search()).toContain(nanny.uid);
    expect((await api('GET', `/api/profiles/${nanny.uid}`)).status).toBe(200);
    // The decision stays on the report.
    const kept = await api('GET', `/api/admin/reports/${id}`, { token: admin.idToken });
    expect(kept.body).toMatchObject({ action: 'suspend', actedBy: adminUid, suspended: false });
  }, 60_000);
});

/** Every report in a status, all pages (closed ones newest first). */
async function reportsIn(status: 'open' | 'closed') {
  const found: Record<string, any>[] = [];
  let cursor: string | undefined;
  do {
    const query = new URLSearchParams({ status, ...(cursor ? { cursor } : {}) });
    const page = await api('GET', `/api/admin/reports?${query.toString()}`, {
      token: admin.idToken,
    });
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    expect(page.body.reports.length).toBeLessThanOrEqual(15);
    found.push(...page.body.reports);
    cursor = page.body.cursor ?? undefined;
  } while (cursor);
  return found;
}

const suspend = (uid: string, body: Record<string, unknown>, token = admin.idToken) =>
  api('PUT', `/api/admin/suspensions/${uid}`, { token, body });

describe('moderation from the user page and the closed reports', () => {
  it('lists the reports about a user on their admin page', async () => {
    const target = await registerVerified('childcarer');
    const other = await registerVerified('parent');
    expect((await report({ kind: 'user', uid: target.uid })).status).toBe(201);
    expect(
      (await report({ kind: 'user', uid: target.uid, reason: 'Rude' }, other.idToken)).status,
    ).toBe(201);
    const page = await api('GET', `/api/admin/users/${target.uid}`, { token: admin.idToken });
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    const about = page.body.reportsAbout as Record<string, any>[];
    expect(about.map((r) => r.reporter).sort()).toEqual([reporter.uid, other.uid].sort());
    expect(about.find((r) => r.reporter === other.uid)).toMatchObject({
      reason: 'Rude',
      status: 'open',
    });
    // each opens as the report of the queue
    const read = await api('GET', `/api/admin/reports/${about[0]!.id}`, { token: admin.idToken });
    expect(read.body).toMatchObject({ kind: 'user', target: target.uid });
    expect(page.body.suspension).toBeNull();
    // the reporter's page lists none about them from this test
    const mine = await api('GET', `/api/admin/users/${other.uid}`, { token: admin.idToken });
    expect(mine.body.reportsAbout).toEqual([]);
  });

  it('suspends from the user page with a reason; lifting restores; refuses self and super admins', async () => {
    const region = `Region ${randomUUID().slice(0, 8)}`;
    const nanny = await liveCaregiver('Directly Suspended', {
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

    expect((await suspend(nanny.uid, {})).status).toBe(400);
    expect((await suspend(nanny.uid, { reason: '  ' })).status).toBe(400);
    expect((await suspend(nanny.uid, { reason: 'x', extra: 1 })).status).toBe(400);
    const before = Date.now();
    const done = await suspend(nanny.uid, { reason: 'Fake documents' });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect((await suspend(nanny.uid, { reason: 'Again' })).status).toBe(409);

    const next = await api('GET', '/api/me', { token: nanny.idToken });
    expect(next.status).toBe(403);
    expect(next.body.message).toMatch(/suspended/);
    await expect(signIn(nanny.email, nanny.password)).rejects.toThrow(/NotAuthorized/);
    expect(await search()).not.toContain(nanny.uid);
    expect((await api('GET', `/api/profiles/${nanny.uid}`)).status).toBe(404);

    const page = await api('GET', `/api/admin/users/${nanny.uid}`, { token: admin.idToken });
    expect(page.body.suspension).toMatchObject({
      by: adminUid,
      byEmail: 'admin@demo.test',
      reason: 'Fake documents',
    });
    expect(page.body.suspension.at).toBeGreaterThanOrEqual(before);

    const lifted = await api('DELETE', `/api/admin/suspensions/${nanny.uid}`, {
      token: admin.idToken,
    });
    expect(lifted.status).toBe(200);
    expect((await api('GET', '/api/me', { token: nanny.idToken })).status).toBe(401);
    const again = await signIn(nanny.email, nanny.password);
    expect((await api('GET', '/api/me', { token: again.idToken })).status).toBe(200);
    expect(await search()).toContain(nanny.uid);
    expect((await api('GET', `/api/profiles/${nanny.uid}`)).status).toBe(200);
    const after = await api('GET', `/api/admin/users/${nanny.uid}`, { token: admin.idToken });
    expect(after.body.suspension).toBeNull();

    // yourself, a super admin (the demo admin is one), and nobody
    const self = await suspend(adminUid, { reason: 'Me' });
    expect(self.status).toBe(400);
    expect(self.body.message).toMatch(/yourself/);
    const superAdmin = await registerVerified('parent');
    await countedRole.add(superAdmin.uid, Date.now());
    const refused = await suspend(superAdmin.uid, { reason: 'No' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/super admin/);
    expect((await db().entities.suspension.get({ uid: superAdmin.uid }).go()).data).toBeNull();
    await countedRole.remove(superAdmin.uid);
    expect((await suspend(`nobody-${randomUUID()}`, { reason: 'Gone' })).status).toBe(404);
  }, 60_000);

  it('un-hides a hidden post (who and when kept), and refuses when nothing is hidden', async () => {
    const post = await writePost(author.idToken, { title: `Unhide ${randomUUID()}`, info: 'Ok' });
    await report({ kind: 'post', post_id: post.post_id });
    const id = await openReportOf((r) => r.kind === 'post' && r.target === post.post_id);
    expect(
      (await api('PUT', `/api/admin/reports/${id}/unhide`, { token: admin.idToken })).status,
    ).toBe(400);
    const hiddenFrom = Date.now();
    expectRecorded(await decide(id, 'hide'), 'hide', hiddenFrom);
    expect((await api('GET', `/api/posts/${post.post_id}`)).status).toBe(404);

    const before = Date.now();
    const shown = await api('PUT', `/api/admin/reports/${id}/unhide`, { token: admin.idToken });
    expect(shown.status, JSON.stringify(shown.body)).toBe(200);
    expect(shown.body).toMatchObject({ action: 'hide', status: 'closed', restoredBy: adminUid });
    expect(shown.body.restoredAt).toBeGreaterThanOrEqual(before);
    expect(shown.body.content.hidden).toBe(false);
    // a non-admin sees it again, in its page and the recent list
    expect(
      (await api('GET', `/api/posts/${post.post_id}`, { token: reporter.idToken })).status,
    ).toBe(200);
    const recent = await api('GET', '/api/posts');
    expect(recent.body.posts.map((p: { post_id: string }) => p.post_id)).toContain(post.post_id);

    const again = await api('PUT', `/api/admin/reports/${id}/unhide`, { token: admin.idToken });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/not hidden/);
  });

  it('lists decided reports under closed (decision, who, when) and not the open ones', async () => {
    const decided = await writePost(author.idToken, {
      title: `Closed ${randomUUID()}`,
      info: 'Text',
    });
    const pending = await writePost(author.idToken, {
      title: `Open ${randomUUID()}`,
      info: 'Text',
    });
    await report({ kind: 'post', post_id: decided.post_id });
    await report({ kind: 'post', post_id: pending.post_id });
    const id = await openReportOf((r) => r.target === decided.post_id);
    await decide(id, 'dismiss');

    const closed = await reportsIn('closed');
    expect(closed.every((r) => r.status === 'closed')).toBe(true);
    expect(closed.find((r) => r.id === id)).toMatchObject({
      action: 'dismiss',
      actedBy: adminUid,
      actedAt: expect.any(Number),
    });
    expect(closed.map((r) => r.target)).not.toContain(pending.post_id);
    const created = closed.map((r) => r.created as number);
    expect(created).toEqual([...created].sort((a, b) => b - a));
    const open = await reportsIn('open');
    expect(open.map((r) => r.target)).toContain(pending.post_id);
    expect(open.map((r) => r.id)).not.toContain(id);
    expect(
      (await api('GET', '/api/admin/reports?status=gone', { token: admin.idToken })).status,
    ).toBe(400);
  });

  it('refuses non-admins on every new route', async () => {
    const token = reporter.idToken;
    const calls = [
      api('GET', '/api/admin/reports?status=closed', { token }),
      api('PUT', `/api/admin/suspensions/${author.uid}`, { token, body: { reason: 'x' } }),
      api(
        'PUT',
        `/api/admin/reports/${reportIdOf({ kind: 'post', target: 'p', reporter: 'r' })}/unhide`,
        { token },
      ),
      api('GET', `/api/admin/users/${author.uid}`, { token }),
    ];
    for (const answer of await Promise.all(calls)) expect(answer.status).toBe(403);
    expect((await api('GET', '/api/me', { token: author.idToken })).status).toBe(200);
  });
});
