import { describe, expect, it } from 'vitest';
import { registerVerified } from '../support/accounts.js';
import { api } from '../support/api.js';

type Checkout = { order: { oid: string; status: string; amountMinor: number }; link: string };

/**
 * Pay pressed twice (a double tap, two tabs, a retry after a slow answer) while the cart holds
 * one set of packages: the buyer ends up with one payable order for it, and every tap is
 * answered with that same order and its payment link, never a second order to pay.
 */
describe('checking out one cart several times at once', () => {
  it('makes one payable order, and each tap gets that order back', async () => {
    const parent = await registerVerified('parent');
    const token = parent.idToken;
    const added = await api('POST', '/api/cart/items', {
      token,
      body: { package_id: 'parent-1m', qty: 2 },
    });
    expect(added.status).toBe(200);
    const body = { cart_name: added.body.name };

    const taps = await Promise.all(
      Array.from({ length: 5 }, () => api<Checkout>('POST', '/api/checkout', { token, body })),
    );
    for (const tap of taps) expect(tap.status, JSON.stringify(tap.body)).toBe(200);
    const oids = new Set(taps.map((tap) => tap.body.order.oid));
    expect(oids.size).toBe(1);
    expect(taps.map((tap) => tap.body.order.amountMinor)).toEqual(Array(5).fill(50_000));
    expect(new Set(taps.map((tap) => tap.body.link)).size).toBe(1);

    const mine = await api('GET', '/api/my/orders', { token });
    const pending = (mine.body.orders as { oid: string; status: string }[]).filter(
      (order) => order.status === 'PENDING',
    );
    expect(pending.map((order) => order.oid)).toEqual([...oids]);
    expect((await api('GET', '/api/cart', { token })).body.items).toEqual([]);

    // A tap that arrives after the first answer gets the same order too, not "empty cart".
    const late = await api<Checkout>('POST', '/api/checkout', { token, body });
    expect(late.status, JSON.stringify(late.body)).toBe(200);
    expect(late.body.order.oid).toBe([...oids][0]);
  });

  it('makes a new order once the cart holds something new', async () => {
    const parent = await registerVerified('parent');
    const token = parent.idToken;
    const add = (package_id: string) =>
      api('POST', '/api/cart/items', { token, body: { package_id } });
    const pay = (cart_name: string) =>
      api<Checkout>('POST', '/api/checkout', { token, body: { cart_name } });
    const name = String((await add('parent-1m')).body.name);
    const first = await pay(name);
    expect(first.status).toBe(200);
    await add('parent-3m');
    const second = await pay(name);
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    expect(second.body.order.oid).not.toBe(first.body.order.oid);
    expect(second.body.order.amountMinor).not.toBe(first.body.order.amountMinor);
  });
});
