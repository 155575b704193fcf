import { expect } from 'vitest';
import { api } from './api.js';
import { payOnHostedPage, type Decision } from './sandbox.js';

export type Who = { uid: string; idToken: string };
export type Order = {
  oid: string;
  uid: string;
  pid: string;
  status: string;
  failure: string | null;
};

/** Puts a package in the cart and checks out: the PENDING order and the hosted page's link. */
export async function buy(who: Who, packageId: string, qty = 1) {
  const added = await api('POST', '/api/cart/items', {
    token: who.idToken,
    body: { package_id: packageId, qty },
  });
  expect(added.status).toBe(200);
  const res = await api<{ order: Order & { amountMinor: number; currency: string }; link: string }>(
    'POST',
    '/api/checkout',
    { token: who.idToken, body: { cart_name: added.body.name } },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.order.status).toBe('PENDING');
  return res.body;
}

/** verifyTxn with the query the provider redirected the payer back with. */
export const verify = (who: Who, back: URL) =>
  api<{ order: Order }>('POST', '/api/payments/verify', {
    token: who.idToken,
    body: {
      tx_ref: back.searchParams.get('tx_ref'),
      transaction_id: back.searchParams.get('transaction_id'),
    },
  });

/** Buys a package, pays on the hosted page and verifies, as the order page does. */
export async function buyAndPay(who: Who, packageId: string, decision: Decision = 'approve') {
  const { order, link } = await buy(who, packageId);
  const back = await payOnHostedPage(link, decision);
  const verified = await verify(who, back);
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
  return { ...verified.body.order, amountMinor: order.amountMinor, currency: order.currency };
}
