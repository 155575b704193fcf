import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { entitlements } from '../../lambdas/core/payments/entitlements.js';
import { addMonths, MISMATCH } from '../../lambdas/core/payments/settle.js';
import { payments, paymentsCredentials } from '../../lambdas/ports/payments.js';
import { registerVerified } from '../support/accounts.js';
import { buy, verify, type Order, type Who } from '../support/checkout.js';
import { payOnHostedPage, sandboxWebhooks } from '../support/sandbox.js';
import { api, baseUrl } from '../support/api.js';

/**
 * Checkout, verifyTxn, checkPaymentStatus and the webhook, driven through the embedded sandbox
 * provider the way a browser would (infra/local/payments-sandbox.ts).
 */
const MONTH_SLACK = 60_000;

/** Submits the hosted page's form and answers the redirect's query. */
const decide = payOnHostedPage;

const status = (who: Who, oid: string) =>
  api<{ order: Order }>('GET', `/api/orders/${oid}`, { token: who.idToken });

const deliveries = sandboxWebhooks;

const webhook = async (body: unknown, hash?: string) =>
  fetch(`${baseUrl()}/api/payments/webhook`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'verif-hash': hash ?? (await paymentsCredentials()).webhookHash,
    },
    body: JSON.stringify(body),
  });

const until = (uid: string, kind: 'parent' | 'caregiver' = 'parent') =>
  entitlements.until(uid, kind, Date.now());

describe('checkout and payment (spec sections 2, 3, 4, 7, 8)', () => {
  it('a parent pays on the hosted page, verifies, and gets its package once', async () => {
    const parent = await registerVerified('parent');
    const { order, link } = await buy(parent, 'parent-1m');
    expect(order).toMatchObject({ uid: parent.uid, currency: 'ZMW', amountMinor: 25_000 });
    // The cart was emptied when the order was stored.
    expect((await api('GET', '/api/cart', { token: parent.idToken })).body.items).toEqual([]);

    const back = await decide(link, 'approve');
    expect(back.pathname).toBe(`/order/${parent.uid}/${order.pid}/${order.oid}`);
    const before = Date.now();
    const verified = await verify(parent, back);
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    expect(verified.body.order.status).toBe('COMPLETED');
    expect(await entitlements.active(parent.uid, 'parent', Date.now())).toBe(true);
    const end = (await until(parent.uid))!;
    expect(Math.abs(end - addMonths(before, 1))).toBeLessThan(MONTH_SLACK);

    // The sandbox's own webhook arrives too; then the same body again, 10 times, 5 at once.
    await expect
      .poll(async () => (await deliveries(order.oid))[0]?.attempts.length, { timeout: 30_000 })
      .toBeGreaterThan(0);
    const [delivery] = await deliveries(order.oid);
    for (let round = 0; round < 2; round++) {
      const replies = await Promise.all(Array.from({ length: 5 }, () => webhook(delivery!.body)));
      expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    }
    expect((await verify(parent, back)).body.order.status).toBe('COMPLETED');
    expect(await until(parent.uid)).toBe(end);
    expect((await status(parent, order.oid)).body.order.status).toBe('COMPLETED');

    // Buying again extends from the current end, not from now.
    const second = await buy(parent, 'parent-1m');
    await verify(parent, await decide(second.link, 'approve'));
    expect(await until(parent.uid)).toBe(addMonths(end, 1));

    const mine = await api<{ orders: Order[] }>('GET', '/api/my/orders', { token: parent.idToken });
    expect(mine.body.orders.map((o) => o.oid)).toEqual([second.order.oid, order.oid]);
  });

  it('two reports of the same payment at once grant once', async () => {
    const parent = await registerVerified('parent');
    const { order, link } = await buy(parent, 'parent-3m');
    const back = await decide(link, 'approve');
    const id = Number(back.searchParams.get('transaction_id'));
    const body = {
      event: 'charge.completed',
      data: { id, tx_ref: order.oid, status: 'successful' },
    };
    const before = Date.now();
    const replies = await Promise.all([
      verify(parent, back),
      verify(parent, back),
      ...Array.from({ length: 4 }, () => webhook(body).then((r) => ({ status: r.status }))),
    ]);
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const end = (await until(parent.uid))!;
    expect(end).toBeGreaterThanOrEqual(addMonths(before, 3));
    expect(end).toBeLessThan(addMonths(before, 3) + MONTH_SLACK);
  });

  it('refuses a forged webhook with 401 and changes nothing', async () => {
    const parent = await registerVerified('parent');
    const { order } = await buy(parent, 'parent-1m');
    // Nobody paid: the forger claims a successful payment of the order.
    const body = {
      event: 'charge.completed',
      data: { id: 1, tx_ref: order.oid, amount: 250, currency: 'ZMW', status: 'successful' },
    };
    const { webhookHash } = await paymentsCredentials();
    for (const hash of ['wrong', `${webhookHash}x`]) {
      const res = await webhook(body, hash);
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ code: 'unauthenticated' });
    }
    const unsigned = await fetch(`${baseUrl()}/api/payments/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(unsigned.status).toBe(401);
    expect((await status(parent, order.oid)).body.order).toMatchObject({
      status: 'PENDING',
      transaction_id: null,
    });
    expect(await until(parent.uid)).toBeNull();
  });

  it('a declined payment fails the order; a new checkout then completes', async () => {
    const parent = await registerVerified('parent');
    const { order, link } = await buy(parent, 'parent-1m');
    const back = await decide(link, 'decline');
    expect(back.searchParams.get('status')).toBe('failed');
    const failed = await verify(parent, back);
    expect(failed.body.order).toMatchObject({ status: 'failed', failure: expect.any(String) });
    expect(await until(parent.uid)).toBeNull();

    const retry = await buy(parent, 'parent-1m');
    expect(retry.order.oid).not.toBe(order.oid);
    expect((await verify(parent, await decide(retry.link, 'approve'))).body.order.status).toBe(
      'COMPLETED',
    );
    expect(await until(parent.uid)).not.toBeNull();
    // A late failure report never downgrades a completed order.
    const late = await webhook({
      event: 'charge.completed',
      data: { id: Number(back.searchParams.get('transaction_id')), tx_ref: order.oid },
    });
    expect(late.status).toBe(200);
    expect((await status(parent, retry.order.oid)).body.order.status).toBe('COMPLETED');
    expect((await status(parent, order.oid)).body.order.status).toBe('failed');
  });

  it('a payment of another amount for the order’s reference grants nothing', async () => {
    const parent = await registerVerified('parent');
    const { order } = await buy(parent, 'parent-12m');
    const forged = await payments.createCheckout({
      txRef: order.oid,
      amountMinor: 100,
      currency: 'ZMW',
      redirectUrl: `${baseUrl()}/order/x`,
      email: 'payer@example.com',
      title: 'cheap',
    });
    const back = await decide(forged.link, 'approve');
    const res = await verify(parent, back);
    expect(res.status).toBe(200);
    expect(res.body.order.status).not.toBe('COMPLETED');
    expect(res.body.order.failure).toBe(MISMATCH);
    expect(await until(parent.uid)).toBeNull();
  });

  it('only the buyer or an admin sees or verifies an order; unknown ones are 404', async () => {
    const parent = await registerVerified('parent');
    const other = await registerVerified('parent');
    const { order, link } = await buy(parent, 'parent-1m');
    const back = await decide(link, 'approve');
    expect((await status(other, order.oid)).status).toBe(403);
    const stolen = await verify(other, back);
    expect(stolen.status).toBe(403);
    expect(stolen.body).toMatchObject({ code: 'permission-denied' });
    const unknown = randomUUID().replace(/-/g, '');
    expect((await status(parent, unknown)).status).toBe(404);
    expect(
      (
        await api('POST', '/api/payments/verify', {
          token: parent.idToken,
          body: { tx_ref: order.oid, transaction_id: '999999999999' },
        })
      ).status,
    ).toBe(404);
    const wrongCart = await api('POST', '/api/checkout', {
      token: parent.idToken,
      body: { cart_name: 'not-my-cart' },
    });
    expect(wrongCart.status).toBe(404);
    const empty = await api('POST', '/api/checkout', {
      token: parent.idToken,
      body: { cart_name: order.pid },
    });
    expect(empty.status).toBe(400);
    expect((await api('GET', '/api/my/orders', { token: other.idToken })).body.orders).toEqual([]);
  });
});
