import { describe, expect, it } from 'vitest';
import { db } from '../../lambdas/core/db/service.js';
import { api } from '../support/api.js';
import { registerVerified } from '../support/accounts.js';

const cart = (token: string) => api('GET', '/api/cart', { token });
const add = (token: string, body: Record<string, unknown>) =>
  api('POST', '/api/cart/items', { token, body });
const setQty = (token: string, id: string, qty: number) =>
  api('PUT', `/api/cart/items/${id}`, { token, body: { qty } });
const stored = async (uid: string) => (await db().entities.cart.get({ uid }).go()).data;

describe('the cart', () => {
  it('is empty before the first item, in the user’s currency', async () => {
    const parent = await registerVerified('parent');
    const answer = await cart(parent.idToken);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      name: null,
      currency: 'ZMW',
      items: [],
      totalMinor: 0,
      post_id: null,
      date: null,
    });
  });

  it('adds a package priced from the table, and merges a second add into qty and total', async () => {
    const parent = await registerVerified('parent');
    const first = await add(parent.idToken, { package_id: 'parent-1m' });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      currency: 'ZMW',
      items: [
        {
          package_id: 'parent-1m',
          title: 'Standard, 1 month',
          qty: 1,
          unitMinor: 25_000,
          totalMinor: 25_000,
        },
      ],
      totalMinor: 25_000,
    });
    const second = await add(parent.idToken, { package_id: 'parent-1m', qty: 2 });
    expect(second.body.items).toEqual([
      expect.objectContaining({ package_id: 'parent-1m', qty: 3, totalMinor: 75_000 }),
    ]);
    await add(parent.idToken, { package_id: 'parent-3m' });
    const read = await cart(parent.idToken);
    expect(read.body.items.map((i: { package_id: string }) => i.package_id)).toEqual([
      'parent-1m',
      'parent-3m',
    ]);
    expect(read.body.totalMinor).toBe(75_000 + 37_500);
    expect(read.body.name).toMatch(/-cart/);
    expect(typeof read.body.date).toBe('number');
    const row = await stored(parent.uid);
    expect(row).toMatchObject({ total: 112_500, currency: 'ZMW', name: read.body.name });
  });

  it('never loses one of ten concurrent adds', async () => {
    const parent = await registerVerified('parent');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => add(parent.idToken, { package_id: 'parent-1m' })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    const read = await cart(parent.idToken);
    expect(read.body.items).toEqual([
      expect.objectContaining({ package_id: 'parent-1m', qty: 10, totalMinor: 250_000 }),
    ]);
    expect((await stored(parent.uid))?.total).toBe(250_000);
  });

  it('prices in USD when the user’s currency is outside the table', async () => {
    const nanny = await registerVerified('childcarer');
    await db().entities.user.patch({ uid: nanny.uid }).set({ currency: 'EUR' }).go();
    const answer = await add(nanny.idToken, { package_id: 'featured-1m', qty: 2 });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      currency: 'USD',
      items: [{ package_id: 'featured-1m', qty: 2, unitMinor: 2000, totalMinor: 4000 }],
      totalMinor: 4000,
    });
  });

  it('refuses a package the user type may not buy, and stores nothing', async () => {
    const parent = await registerVerified('parent');
    for (const id of ['caregiver-1m', 'featured-1w', 'parent-2m']) {
      const answer = await add(parent.idToken, { package_id: id });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe('This package is not one you can buy');
    }
    expect(await stored(parent.uid)).toBeNull();
    const priced = await add(parent.idToken, { package_id: 'parent-1m', unitMinor: 1 });
    expect(priced.status).toBe(400);
    expect(await stored(parent.uid)).toBeNull();
  });

  it('sets a quantity, removes with 0, and empties', async () => {
    const cook = await registerVerified('cook');
    await add(cook.idToken, { package_id: 'caregiver-1m' });
    await add(cook.idToken, { package_id: 'caregiver-3m' });
    const set = await setQty(cook.idToken, 'caregiver-1m', 5);
    expect(set.status).toBe(200);
    expect(set.body.items[0]).toMatchObject({ qty: 5, totalMinor: 5 * 12_500 });
    expect((await setQty(cook.idToken, 'caregiver-1m', 13)).status).toBe(400);
    const removed = await setQty(cook.idToken, 'caregiver-1m', 0);
    expect(removed.body.items.map((i: { package_id: string }) => i.package_id)).toEqual([
      'caregiver-3m',
    ]);
    const emptied = await api('DELETE', '/api/cart', { token: cook.idToken });
    expect(emptied.status).toBe(200);
    expect(emptied.body).toMatchObject({ items: [], totalMinor: 0 });
    expect((await stored(cook.uid))?.items).toEqual([]);
  });

  it('shows each user only their own cart, under a unique name', async () => {
    const a = await registerVerified('parent');
    const b = await registerVerified('parent');
    // Both users have the same username, so their carts want the same name.
    const username = `ann${Date.now()}`;
    for (const uid of [a.uid, b.uid])
      await db().entities.user.patch({ uid }).set({ username }).go();
    await add(a.idToken, { package_id: 'parent-1m' });
    await add(b.idToken, { package_id: 'parent-12m' });
    const [mine, theirs] = [await cart(a.idToken), await cart(b.idToken)];
    expect(mine.body.items.map((i: { package_id: string }) => i.package_id)).toEqual(['parent-1m']);
    expect(theirs.body.items.map((i: { package_id: string }) => i.package_id)).toEqual([
      'parent-12m',
    ]);
    expect(mine.body.name).toBe(`${username}-cart`);
    expect(theirs.body.name).toMatch(new RegExp(`^${username}-cart[0-9a-f]{4}$`));
    expect((await api('GET', '/api/cart')).status).toBe(401);
  });
});
