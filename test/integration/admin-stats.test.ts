import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnLocalStack } from '../../infra/local/spawn-local.js';
import { trafficSources } from '../../lambdas/core/reference/options.js';
import type { ReportCards } from '../../lambdas/core/reports-cards/cards.js';
import { passwordSignIn } from '../support/cognito-sign-in.js';
import { payOnHostedPage, type Decision } from '../support/sandbox.js';

/**
 * The admin report cards on a stack of their own (the shared test stack has other files
 * writing at the same time): registrations, a deletion, payments approved and declined (the
 * decline reported twice), views and page views go through its HTTP API; then every card is
 * compared with a recount made the slow way, by scanning the whole table.
 */
type Stack = Awaited<ReturnType<typeof spawnLocalStack>>;
let stack: Stack;
type Item = Record<string, any>;

beforeAll(async () => {
  stack = await spawnLocalStack('memory');
}, 120_000);
afterAll(() => stack?.stop());

async function call<T = Item>(method: string, path: string, body?: unknown, token?: string) {
  const res = await fetch(`${stack.url}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T };
}

const signIn = async (email: string, password: string) =>
  (
    await passwordSignIn(
      stack.settings.COGNITO_PUBLIC_ENDPOINT!,
      stack.settings.USER_POOL_CLIENT_ID!,
      email,
      password,
    )
  ).idToken;

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
  const { emails } = (await (await fetch(`${stack.url}/local/mail.json`)).json()) as {
    emails: { destination: { to: string[] }; body: { text?: string } }[];
  };
  const mail = emails.find((m) => m.destination.to.includes(email))!;
  const oobCode = /mode=verifyEmail&oobCode=([\w-]+)/.exec(mail.body.text ?? '')![1];
  expect((await call('POST', '/api/auth/action', { mode: 'verifyEmail', oobCode })).status).toBe(
    200,
  );
  return { uid: String(res.body.uid), password, token: await signIn(email, password) };
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

    // Views: a few live caregivers and live jobs, unevenly, some at once.
    const before = await scanAll();
    const live = entity(before, 'user').filter((u) => isCaregiver(u) && u.live === true);
    const jobs = entity(before, 'job').filter((j) => j.paid === true && j.live === true);
    expect(live.length).toBeGreaterThan(2);
    expect(jobs.length).toBeGreaterThan(2);
    const views = [
      ...Array.from({ length: 4 }, () => `/api/profiles/${live[1]!.uid}`),
      ...Array.from({ length: 2 }, () => `/api/profiles/${live[2]!.uid}`),
      ...Array.from({ length: 3 }, () => `/api/jobs/${jobs[2]!.post_id}`),
      `/api/jobs/${jobs[0]!.post_id}`,
    ];
    const replies = await Promise.all(views.map((path) => call('GET', path)));
    expect(replies.map((r) => r.status)).toEqual(views.map(() => 200));

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
    const cards = await call<ReportCards>('GET', '/api/admin/stats', undefined, admin);
    expect(cards.status, JSON.stringify(cards.body)).toBe(200);
    const forbidden = await call('GET', '/api/admin/stats', undefined, parentA.token);
    expect(forbidden.status).toBe(403);

    // The slow way.
    const items = await scanAll();
    const users = entity(items, 'user');
    const orders = entity(items, 'order');
    const caregivers = users.filter(isCaregiver);
    const maxCaregiverViews = Math.max(...caregivers.map((u) => u.views ?? 0));
    const maxJobViews = Math.max(...entity(items, 'job').map((j) => j.views ?? 0));
    const perSource = trafficSources
      .map((source) => [source, users.filter((u) => u[source] === true).length] as const)
      .sort((a, b) => b[1] - a[1]);
    const expected = {
      completed_payments: orders.filter((o) => o.status === 'COMPLETED').length,
      failed_payments: orders.filter((o) => o.status === 'failed').length,
      caregivers: caregivers.length,
      parents: users.filter((u) => u.user_type === 'parent').length,
      incomplete_users: users.filter((u) => u.user_type !== 'parent' && u.isCompelete !== true)
        .length,
    };
    expect(expected).toMatchObject({ completed_payments: 1, failed_payments: 2 });
    expect(cards.body).toMatchObject(expected);
    expect(cards.body.most_viewed_caregiver).toMatchObject({
      uid: live[1]!.uid,
      views: maxCaregiverViews,
    });
    expect(caregivers.find((u) => u.uid === live[1]!.uid)!.views).toBe(maxCaregiverViews);
    expect(cards.body.most_viewed_job).toMatchObject({
      post_id: jobs[2]!.post_id,
      views: maxJobViews,
      title: jobs[2]!.position,
    });
    expect(cards.body.top_traffic_source).toEqual({
      source: perSource[0]![0],
      count: perSource[0]![1],
    });
    expect(cards.body.top_traffic_source?.source).toBe('facebook');
    const routes = Object.fromEntries(cards.body.page_views.routes.map((r) => [r.path, r.views]));
    expect(routes['/cv/:id']).toBe(2);
    expect(routes['/404']).toBe(1);
    expect(JSON.stringify(cards.body.page_views)).not.toContain(live[1]!.uid);
    expect(cards.body.page_views.days).toHaveLength(7);
  }, 240_000);
});
