import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../lambdas/core/db/service.js';
import { users } from '../../lambdas/core/users/users.js';
import { DEMO_PASSWORD, registerVerified, signIn } from '../support/accounts.js';
import { api } from '../support/api.js';
import { buy, buyAndPay } from '../support/checkout.js';
import { liveCaregiver } from '../support/profiles.js';

/** The admin user search, one user's page, and the orders and transactions lists. */
let token = '';
beforeAll(async () => {
  token = (await signIn('admin@demo.test', DEMO_PASSWORD)).idToken;
});
const get = (path: string) => api('GET', path, { token });

describe('admin user search', () => {
  it('finds a user by exact e-mail (any case) and nobody by a near miss', async () => {
    const user = await registerVerified('cook');
    const found = await get(
      `/api/admin/users?email=${encodeURIComponent(user.email.toUpperCase())}`,
    );
    expect(found.status, JSON.stringify(found.body)).toBe(200);
    expect(found.body.users).toEqual([
      expect.objectContaining({ uid: user.uid, email: user.email, user_type: 'cook' }),
    ]);
    const none = await get(`/api/admin/users?email=x${encodeURIComponent(user.email)}`);
    expect(none.body.users).toEqual([]);
  });

  it('refuses no criterion, two criteria, or an unknown type', async () => {
    for (const q of [
      '',
      '?name=a&email=a%40b.test',
      '?type=admin',
      '?limit=5&type=parent',
      '?country=Narnia&type=cook',
      '?state=deleted&type=cook',
    ]) {
      expect((await get(`/api/admin/users${q}`)).status, q).toBe(400);
    }
  });

  it('finds by name prefix, case-insensitive, 15 a page, and follows a renamed profile', async () => {
    const tag = `Zq${randomUUID().slice(0, 6)}`;
    // 16 users written by the same code as registration and the profile save
    const now = Date.now();
    const uids: string[] = [];
    for (let i = 0; i < 16; i++) {
      const uid = `admin-search-${randomUUID()}`;
      await users.create({ uid, email: `${uid}@example.test`, user_type: 'parent', now: now + i });
      await db()
        .entities.user.patch({ uid })
        .set({ fullname: `${tag} Person ${i}` })
        .go();
      uids.push(uid);
    }
    const first = await get(`/api/admin/users?name=${tag.toLowerCase()}%20PERSON`);
    expect(first.status).toBe(200);
    expect(first.body.users).toHaveLength(15);
    expect(first.body.cursor).toEqual(expect.any(String));
    const second = await get(
      `/api/admin/users?name=${tag}&cursor=${encodeURIComponent(first.body.cursor)}`,
    );
    expect(second.body.users).toHaveLength(1);
    const seen = [...first.body.users, ...second.body.users].map((u: { uid: string }) => u.uid);
    expect(new Set(seen)).toEqual(new Set(uids));

    // a caregiver named through the profile form is found; after a rename, only by the new name
    const nanny = await liveCaregiver(`${tag}x Mwale`);
    const byName = await get(`/api/admin/users?name=${tag}X%20mw`);
    expect(byName.body.users.map((u: { uid: string }) => u.uid)).toEqual([nanny.uid]);
    await db().entities.user.patch({ uid: nanny.uid }).set({ fullname: 'Renamed Person' }).go();
    expect((await get(`/api/admin/users?name=${tag}x`)).body.users).toEqual([]);
  });

  it('lists users of a type newest first, with a cursor', async () => {
    const older = await registerVerified('institution');
    const newer = await registerVerified('institution');
    const page = await get('/api/admin/users?type=institution');
    expect(page.status).toBe(200);
    const ids = page.body.users.map((u: { uid: string }) => u.uid);
    expect(ids.indexOf(newer.uid)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(newer.uid)).toBeLessThan(ids.indexOf(older.uid));
    const created = page.body.users.map((u: { date_created: number }) => u.date_created);
    expect(created).toEqual([...created].sort((a, b) => b - a));
    expect(page.body.users.every((u: { user_type: string }) => u.user_type === 'institution')).toBe(
      true,
    );
    if (page.body.cursor) {
      const next = await get(
        `/api/admin/users?type=institution&cursor=${encodeURIComponent(page.body.cursor)}`,
      );
      expect(next.status).toBe(200);
      expect(next.body.users.every((u: { uid: string }) => !ids.includes(u.uid))).toBe(true);
    }
  });

  it('opens one user: profile, groups, private document links and orders', async () => {
    const nanny = await liveCaregiver('Detail Person');
    const res = await get(`/api/admin/users/${nanny.uid}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.profile).toMatchObject({ uid: nanny.uid, email: nanny.email });
    expect(res.body.groups).toContain('childcarer');
    const cv = await fetch(res.body.documents.cv);
    expect(cv.status).toBe(200);
    expect(Array.isArray(res.body.orders)).toBe(true);
    expect(Array.isArray(res.body.reportsMade)).toBe(true);
    expect((await get('/api/admin/users/nobody-here')).status).toBe(404);
  });
});

describe('admin orders and transactions', () => {
  const all = async (path: string) => {
    const seen: { oid: string; status: string; transaction_id: string | null }[] = [];
    let cursor: string | null = null;
    for (let i = 0; i < 20; i++) {
      const sep = path.includes('?') ? '&' : '?';
      const res = await get(cursor ? `${path}${sep}cursor=${encodeURIComponent(cursor)}` : path);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.orders.length).toBeLessThanOrEqual(15);
      seen.push(...res.body.orders);
      cursor = res.body.cursor;
      if (!cursor) break;
    }
    return seen;
  };

  it('filters by status and date; the status key follows settlement', async () => {
    const parent = await registerVerified('parent');
    const t0 = Date.now() - 1;
    const pending = (await buy(parent, 'parent-1m')).order;
    const paid = await buyAndPay(parent, 'parent-1m');
    const declined = await buyAndPay(parent, 'parent-1m', 'decline');
    const t1 = Date.now() + 1;
    expect(paid.status).toBe('COMPLETED');
    expect(declined.status).toBe('failed');

    const ids = (list: { oid: string }[]) => list.map((o) => o.oid);
    const window = `from=${t0}&to=${t1}`;
    const pendings = ids(await all(`/api/admin/orders?status=PENDING&${window}`));
    expect(pendings).toContain(pending.oid);
    expect(pendings).not.toContain(paid.oid);
    const everything = ids(await all(`/api/admin/orders?${window}`));
    expect(everything).toEqual(expect.arrayContaining([pending.oid, paid.oid, declined.oid]));
    expect(ids(await all(`/api/admin/orders?to=${t0}&from=${t0 - 60_000}`))).not.toContain(
      pending.oid,
    );

    const completed = await all(`/api/admin/transactions?${window}`);
    const mine = completed.find((o) => o.oid === paid.oid);
    expect(mine).toMatchObject({ status: 'COMPLETED', transaction_id: expect.any(String) });
    expect(ids(completed)).not.toContain(declined.oid);
    const failed = await all(`/api/admin/transactions?status=failed&${window}`);
    expect(ids(failed)).toContain(declined.oid);
    expect(ids(failed)).not.toContain(paid.oid);
    expect((await get('/api/admin/transactions?status=PENDING')).status).toBe(400);
  });
});
