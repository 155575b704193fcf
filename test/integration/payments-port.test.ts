import {
  formAction,
  sandboxWebhooks,
  submitHostedForm,
  type Decision,
} from '../support/sandbox.js';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { env } from '../../lambdas/ports/env.js';
import { payments, paymentsCredentials } from '../../lambdas/ports/payments.js';
import { baseUrl } from '../support/api.js';

/**
 * The payments port against the embedded sandbox provider (infra/local/payments-sandbox.ts).
 * The sandbox's webhook goes to the router's /api/payments/webhook (added with the checkout
 * routes), so here the delivery is observed through the sandbox's GET /sandbox/webhooks list.
 */
const settings = () => env('payments');
const returnUrl = () => `${baseUrl()}/payments/return`;

async function checkout(amountMinor = 12_500, currency: 'ZMW' | 'UGX' = 'ZMW') {
  const txRef = `test-${randomUUID()}`;
  const { link } = await payments.createCheckout({
    txRef,
    amountMinor,
    currency,
    redirectUrl: returnUrl(),
    email: 'payer@example.com',
    title: 'Standard, 1 month',
  });
  return { txRef, link };
}

/** Submits the hosted page's form as a browser would, without following the redirect. */
async function decide(link: string, decision: Decision) {
  const page = await fetch(link);
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain('Approve payment');
  expect(html).toContain('Decline payment');
  for (const label of ['MTN', 'Airtel', 'Zamtel', 'Card']) expect(html).toContain(label);
  expect(html).not.toMatch(/<script/i);
  expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
  return submitHostedForm(formAction(html, link), decision);
}

const webhookDeliveries = sandboxWebhooks;

describe('payments port on the sandbox provider', () => {
  it('approving on the hosted page redirects back as successful and verifies in minor units', async () => {
    const { txRef, link } = await checkout(12_500, 'ZMW');
    expect(link.startsWith(settings().PAYMENTS_BASE_URL)).toBe(true);

    const back = await decide(link, 'approve');
    expect(`${back.origin}${back.pathname}`).toBe(returnUrl());
    expect(back.searchParams.get('status')).toBe('successful');
    expect(back.searchParams.get('tx_ref')).toBe(txRef);
    const id = back.searchParams.get('transaction_id')!;

    expect(await payments.verifyTransaction(id)).toEqual({
      id,
      txRef,
      amountMinor: 12_500,
      currency: 'ZMW',
      status: 'successful',
    });

    const [delivery] = await webhookDeliveries(txRef);
    expect(delivery.url).toBe(`${baseUrl()}/api/payments/webhook`);
    expect(delivery.body).toMatchObject({
      event: 'charge.completed',
      data: { id: Number(id), tx_ref: txRef, amount: 125, currency: 'ZMW', status: 'successful' },
    });
    // Sent at once; the router's webhook route comes with the checkout increment.
    await expect
      .poll(async () => (await webhookDeliveries(txRef))[0].attempts.length, { timeout: 30_000 })
      .toBeGreaterThan(0);
  });

  it('a currency without minor units keeps whole amounts both ways', async () => {
    const { link } = await checkout(20_000, 'UGX');
    const back = await decide(link, 'approve');
    const verified = await payments.verifyTransaction(back.searchParams.get('transaction_id')!);
    expect(verified).toMatchObject({ amountMinor: 20_000, currency: 'UGX' });
  });

  it('declining redirects back as failed and verifies as failed', async () => {
    const { txRef, link } = await checkout();
    const back = await decide(link, 'decline');
    expect(back.searchParams.get('status')).toBe('failed');
    const verified = await payments.verifyTransaction(back.searchParams.get('transaction_id')!);
    expect(verified).toMatchObject({ txRef, status: 'failed' });
    expect((await webhookDeliveries(txRef))[0].body.data.status).toBe('failed');

    // Submitting again (back button) changes nothing.
    expect(await (await fetch(link)).text()).toContain('This payment is failed');
    const again = await submitHostedForm(link, 'approve');
    expect(again.searchParams.get('status')).toBe('failed');
  });

  it('an unpaid checkout verifies as pending; an unknown id as undefined', async () => {
    const { link } = await checkout();
    expect(link).toMatch(/\/checkout\/[0-9a-f]{32}$/);
    expect(await payments.verifyTransaction('999999999999')).toBeUndefined();
    expect(await payments.verifyTransaction('not-a-number')).toBeUndefined();
  });

  it('refuses a wrong or missing secret key', async () => {
    const base = settings().PAYMENTS_BASE_URL;
    for (const headers of [
      { authorization: 'Bearer FLWSECK_TEST-wrong-X' },
      {} as Record<string, string>,
    ]) {
      const res = await fetch(`${base}/v3/payments`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ tx_ref: 'x', amount: 1, currency: 'ZMW' }),
      });
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({
        status: 'error',
        message: 'Invalid authorization key',
      });
      const verify = await fetch(`${base}/v3/transactions/1/verify`, { headers });
      expect(verify.status).toBe(401);
    }
  });

  it('webhookIsAuthentic accepts the right hash only', async () => {
    const hash = (await paymentsCredentials()).webhookHash;
    const authentic = (headers: Record<string, string | string[]>) =>
      payments.webhookIsAuthentic(headers);
    expect(await authentic({ 'verif-hash': hash })).toBe(true);
    expect(await authentic({ 'Verif-Hash': hash })).toBe(true);
    expect(await authentic({ 'verif-hash': `${hash}x` })).toBe(false);
    expect(await authentic({ 'verif-hash': 'wrong' })).toBe(false);
    expect(await authentic({ 'verif-hash': '' })).toBe(false);
    expect(await authentic({ 'verif-hash': [hash] })).toBe(false);
    expect(await authentic({})).toBe(false);
  });
});
