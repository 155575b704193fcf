import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnLocalStack } from '../../infra/local/spawn-local.js';
import { trafficSources } from '../../lambdas/core/reference/options.js';
import type { ReportCards } from '../../lambdas/core/admin-stats/schemas.js';
import { jobForm } from '../support/jobs.js';
import { caregiverBasics, realPdf, sendToPresignedPost } from '../support/profiles.js';
import { payOnHostedPage, type Decision } from '../support/sandbox.js';
import { verificationCodeAt } from '../support/mail.js';
import { ownStackClient } from '../support/own-stack.js';
import { queueIdle } from '../support/queues.js';

/**
 * The admin report cards on a stack of their own (the shared test stack has other files
 * writing at the same time): registrations, a deletion, payments approved and declined (the
 * decline reported twice), views and page views go through its HTTP API; then every card is
 * compared with a recount made the slow way, by scanning the whole table. Then the most viewed
 * caregiver deletes their account and the most viewed job is deleted, and the cards are
 * recounted again: the next most viewed step up.
 */
type Stack = Awaited<ReturnType<typeof spawnLocalStack>>;
let stack: Stack;
type Item = Record<string, any>;

beforeAll(async () => {
  stack = await spawnLocalStack('memory');
}, 120_000);
afterAll(() => stack?.stop());

const { call, signIn } = ownStackClient(() => stack);

let serial = 0;
async function register(userType: string, source?: string) {
  const email = `stats-${userType}-${++serial}-${Date.now()}@example.test`;
  const password = 'Passw0rd-test';
  const res = await call('POST', '/api/auth/register', {
    user_type: userType,
    terms: true,
    email,
    password,
    ...(source ? { source } : {}),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const oobCode = await verificationCodeAt(stack.url, email);
  expect((await call('POST', '/api/auth/action', { mode: 'verifyEmail', oobCode })).status).toBe(
    200,
  );
  return { uid: String(res.body.uid), email, password, token: await signIn(email, password) };
}

async function pay(token: string, decision: Decision) {
  const added = await call('POST', '/api/cart/items', { package_id: 'parent-1m', qty: 1 }, token);
  expect(added.status).toBe(200);
  const checkout = await call<{ link: string }>(
    'POST',
    '/api/checkout',
    { cart_name: added.body.name },
    token,
  );
  expect(checkout.status, JSON.stringify(checkout.body)).toBe(200);
  const back = await payOnHostedPage(checkout.body.link, decision);
  const verify = () =>
    call(
      'POST',
      '/api/payments/verify',
      {
        tx_ref: back.searchParams.get('tx_ref'),
        transaction_id: back.searchParams.get('transaction_id'),
      },
      token,
    );
  await verify();
  await verify(); // reported again: counted once
}

/** A caregiver of this stack with every section saved and a CV: complete and live. */
async function liveCaregiver() {
  const nanny = await register('childcarer', 'linkedin');
  const save = async (path: string, body: object) => {
    const me = await call('GET', '/api/me', undefined, nanny.token);
    const saved = await call(
      'PUT',
      `/api/profile/${path}`,
      { ...body, version: me.body.version },
      nanny.token,
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  };
  await save('basic-information', { ...caregiverBasics, fullname: 'Star Caregiver' });
  await save('roles', { positions: ['Nanny'], live_in_out: 'Live out' });
  await save('personal-description', { info: 'I have cared for toddlers for six years.' });
  const kind = 'cv';
  const asked = await call(
    'POST',
    '/api/profile/uploads',
    { kind, filename: 'cv.pdf', contentType: 'application/pdf' },
    nanny.token,
  );
  expect(asked.status, JSON.stringify(asked.body)).toBe(200);
  await sendToPresignedPost(asked.body, realPdf, 'application/pdf', 'cv.pdf');
  const confirmed = await call(
    'POST',
    '/api/profile/uploads/confirm',
    { kind, key: asked.body.key },
    nanny.token,
  );
  expect(confirmed.body).toMatchObject({ isCompelete: true, live: true });
  return nanny;
}

async function scanAll(): Promise<Item[]> {
  const endpoints = JSON.parse(stack.settings.LOCAL_AWS_ENDPOINTS!) as { dynamodb: string };
  const client = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      endpoint: endpoints.dynamodb,
      region: stack.settings.AWS_REGION,
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    }),
  );
  const items: Item[] = [];
  let ExclusiveStartKey: Item | undefined;
  do {
    const page = await client.send(
      new ScanCommand({ TableName: stack.settings.TABLE_NAME, ExclusiveStartKey }),
    );
    items.push(...(page.Items ?? []));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return items;
}

const entity = (items: Item[], name: string) => items.filter((i) => i.__edb_e__ === name);
const isCaregiver = (u: Item) => u.user_type === 'childcarer' || u.user_type === 'cook';
/** In the caregiver and parent totals: a verified e-mail, and not an admin's record. */
const isCounted = (u: Item) => u.verified === true && u.staff !== true;

/**
 * The most viewed of some records the slow way: most views, ties to the higher id. A record's
 * views are its count item's (traffic/view-count.entity.ts), else what it carried before.
 */
function mostViewed(records: Item[], counts: Item[], id: string) {
  const counted = new Map(counts.map((c) => [c[id], c.count as number]));
  const viewed = records
    .map((r): Item => ({ ...r, views: counted.get(r[id]) ?? r.views ?? 0 }))
    .filter((r) => r.views > 0);
  viewed.sort((a, b) => b.views - a.views || (String(b[id]) < String(a[id]) ? -1 : 1));
  return viewed[0];
}

/** Every card recounted by scanning the whole table. */
async function recount() {
  const items = await scanAll();
  const users = entity(items, 'user');
  const orders = entity(items, 'order');
  const caregivers = users.filter(isCaregiver);
  const perSource = trafficSources
    .map((source) => [source, users.filter((u) => u[source] === true).length] as const)
    .sort((a, b) => b[1] - a[1]);
  const caregiver = mostViewed(caregivers, entity(items, 'userViewCount'), 'uid');
  const job = mostViewed(entity(items, 'job'), entity(items, 'jobViewCount'), 'post_id');
  return {
    completed_payments: orders.filter((o) => o.status === 'COMPLETED').length,
    failed_payments: orders.filter((o) => o.status === 'failed').length,
    caregivers: caregivers.filter(isCounted).length,
    parents: users.filter((u) => u.user_type === 'parent' && isCounted(u)).length,
    incomplete_users: users.filter((u) => u.user_type !== 'parent' && u.isCompelete !== true)
      .length,
    most_viewed_caregiver: caregiver ? { uid: caregiver.uid, views: caregiver.views } : null,
    most_viewed_job: job
      ? { post_id: job.post_id, views: job.views, title: job.position as string }
      : null,
    top_traffic_source: { source: perSource[0]![0], count: perSource[0]![1] },
  };
}

describe('admin report cards (spec section 2) against a slow recount', () => {
  it('every card equals a recount of the table after purchases, failures, sign-ups and views', async () => {
    const parentA = await register('parent', 'facebook');
    const parentB = await register('parent', 'facebook');
    await register('childcarer', 'google');
    const cook = await register('cook', 'other');
    await register('institution', 'tiktok');
    // A deleted account leaves the totals.
    const deleted = await call(
      'POST',
      '/api/account/delete',
      { currentPassword: cook.password },
      cook.token,
    );
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);

    await pay(parentA.token, 'approve');
    await pay(parentA.token, 'decline');
    await pay(parentB.token, 'decline');

    // Views: a few live caregivers and live jobs, unevenly, all at once. The most viewed of
    // each can be deleted through the API later: a caregiver of this stack and a job of parentA.
    const star = await liveCaregiver();
    const created = await call('POST', '/api/jobs', jobForm(), parentA.token);
    expect(created.body, JSON.stringify(created.body)).toMatchObject({ live: true });
    const ownJob = String(created.body.post_id);
    const before = await scanAll();
    const live = entity(before, 'user').filter(
      (u) => isCaregiver(u) && u.live === true && u.uid !== star.uid,
    );
    const jobs = entity(before, 'job').filter(
      (j) => j.paid === true && j.live === true && j.post_id !== ownJob,
    );
    expect(live.length).toBeGreaterThan(2);
    expect(jobs.length).toBeGreaterThan(2);
    const times = (n: number, path: string) => Array.from({ length: n }, () => path);
    const views = [
      ...times(5, `/api/profiles/${star.uid}`),
      ...times(4, `/api/profiles/${live[1]!.uid}`),
      ...times(2, `/api/profiles/${live[2]!.uid}`),
      ...times(4, `/api/jobs/${ownJob}`),
      ...times(3, `/api/jobs/${jobs[2]!.post_id}`),
      `/api/jobs/${jobs[0]!.post_id}`,
    ];
    const replies = await Promise.all(views.map((path) => call('GET', path)));
    expect(replies.map((r) => r.status)).toEqual(views.map(() => 200));
    // Counted off the request path (the views queue), each from a client of its own.
    await queueIdle('views-queue', stack.url);

    // Page views: the route pattern is kept, never the address itself.
    for (const path of [`/cv/${live[1]!.uid}`, '/cv/another', '/', '/no/such/page?email=x'])
      expect((await call('POST', '/api/traffic/page-view', { path })).status).toBe(202);
    expect(
      (await call('POST', '/api/traffic/page-view', { path: '/', user_type: 'parent' })).status,
    ).toBe(202);
    expect(
      (await call('POST', '/api/traffic/page-view', { path: '/', email: 'x@y.z' })).status,
    ).toBe(400);

    const admin = await signIn('admin@demo.test', 'Demo-pass-2026');
    const readCards = async () => {
      const cards = await call<ReportCards>('GET', '/api/admin/stats', undefined, admin);
      expect(cards.status, JSON.stringify(cards.body)).toBe(200);
      return cards.body;
    };
    const cards = await readCards();
    const forbidden = await call('GET', '/api/admin/stats', undefined, parentA.token);
    expect(forbidden.status).toBe(403);

    // The slow way.
    const expected = await recount();
    expect(expected).toMatchObject({ completed_payments: 1, failed_payments: 2 });
    expect(cards).toMatchObject(expected);
    expect(cards.most_viewed_caregiver).toEqual({
      uid: star.uid,
      name: 'Star Caregiver',
      views: 5,
    });
    expect(cards.most_viewed_job).toEqual({ post_id: ownJob, title: 'Nanny', views: 4 });
    expect(cards.top_traffic_source?.source).toBe('facebook');
    const routes = Object.fromEntries(cards.page_views.routes.map((r) => [r.path, r.views]));
    expect(routes['/cv/:id']).toBe(2);
    expect(routes['/404']).toBe(1);
    expect(JSON.stringify(cards.page_views)).not.toContain(live[1]!.uid);
    expect(cards.page_views.days).toHaveLength(7);

    // The most viewed caregiver deletes their account and the most viewed job is deleted:
    // the next most viewed step up, and the cards still equal the recount.
    const gone = await call(
      'POST',
      '/api/account/delete',
      { currentPassword: star.password },
      star.token,
    );
    expect(gone.status, JSON.stringify(gone.body)).toBe(200);
    const jobGone = await call('DELETE', `/api/jobs/${ownJob}`, undefined, parentA.token);
    expect(jobGone.status, JSON.stringify(jobGone.body)).toBe(200);
    const after = await readCards();
    expect(after).toMatchObject(await recount());
    expect(after.most_viewed_caregiver).toMatchObject({ uid: live[1]!.uid, views: 4 });
    expect(after.most_viewed_job).toEqual({
      post_id: jobs[2]!.post_id,
      title: jobs[2]!.position,
      views: 3,
    });
    // A deleted record is viewed no more, so nothing brings it back.
    expect((await call('GET', `/api/profiles/${star.uid}`)).status).toBe(404);
    expect((await call('GET', `/api/jobs/${ownJob}`)).status).toBe(404);
    expect(await readCards()).toMatchObject({
      most_viewed_caregiver: after.most_viewed_caregiver,
      most_viewed_job: after.most_viewed_job,
    });
  }, 240_000);

  it('leaves out unverified sign-ups and admins, and follows a change of role', async () => {
    const admin = await signIn('admin@demo.test', 'Demo-pass-2026');
    const cards = async () => {
      const read = await call<ReportCards>('GET', '/api/admin/stats', undefined, admin);
      expect(read.status).toBe(200);
      return read.body;
    };
    // The demo admin signs in with a parent-type record, and is no parent.
    const users = entity(await scanAll(), 'user');
    const adminRecord = users.find((u) => u.email === 'admin@demo.test');
    expect(adminRecord).toMatchObject({ user_type: 'parent', verified: true });
    const before = await cards();
    expect(before.parents).toBe(users.filter((u) => u.user_type === 'parent').length - 1);

    // A caregiver who never opens the verification link is not counted; once verified, is.
    const email = `stats-unverified-${Date.now()}@example.test`;
    const signUp = await call('POST', '/api/auth/register', {
      user_type: 'cook',
      terms: true,
      email,
      password: 'Passw0rd-test',
      source: 'other',
    });
    expect(signUp.status, JSON.stringify(signUp.body)).toBe(201);
    expect((await cards()).caregivers).toBe(before.caregivers);
    const oobCode = await verificationCodeAt(stack.url, email);
    const opened = await call('POST', '/api/auth/action', { mode: 'verifyEmail', oobCode });
    expect(opened.status).toBe(200);
    expect((await cards()).caregivers).toBe(before.caregivers + 1);

    // A parent made admin leaves the parent total, and comes back when made a parent again.
    const parent = await register('parent', 'other');
    expect((await cards()).parents).toBe(before.parents + 1);
    const setAdmin = (on: boolean) =>
      call(
        'PUT',
        '/api/admin/roles',
        { email: parent.email, super_admin: false, admin: on, accredited: false },
        admin,
      );
    expect((await setAdmin(true)).status).toBe(200);
    expect((await cards()).parents).toBe(before.parents);
    expect((await setAdmin(false)).status).toBe(200);
    expect((await cards()).parents).toBe(before.parents + 1);
    const { caregivers, parents } = await recount();
    expect(await cards()).toMatchObject({ caregivers, parents });
  }, 120_000);
});
