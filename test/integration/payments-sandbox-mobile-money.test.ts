import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PaymentProviderError } from '../../lambdas/core/ports/payments.js';
import { mobileMoneyNumber, mobileNetworks } from '../../lambdas/core/reference/mobile-networks.js';
import { env } from '../../lambdas/ports/env.js';
import { payments, paymentsCredentials } from '../../lambdas/ports/payments.js';
import { baseUrl } from '../support/api.js';
import { waitForItems } from '../support/poll.js';
import { sandboxWebhooks } from '../support/sandbox.js';

/**
 * Mobile money through the payments port (lambdas/ports/payments.ts) against the sandbox
 * provider the integration project starts (infra/local/payments-sandbox.ts): a collection
 * approved or declined on the "Approve on your phone" page, the fee quotes, payouts that
 * succeed, fail and are retried, time out, or are reported twice, and a refund.
 */
const base = () => env('payments').PAYMENTS_BASE_URL;
const phone = '+260971234567';

async function sandbox(method: 'GET' | 'POST', path: string, body?: unknown) {
  const { secretKey } = await paymentsCredentials();
  const res = await fetch(`${base()}${path}`, {
    method,
    headers: { authorization: `Bearer ${secretKey}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as any };
}

/** Only this test's transfers: its references start with `prefix`. */
const setTransfers = (prefix: string, transfers: string, count?: number) =>
  sandbox('POST', '/sandbox/switches', { transfers, match: prefix, count });

const transferDeliveries = async (reference: string) =>
  (await sandbox('GET', `/sandbox/webhooks?reference=${encodeURIComponent(reference)}`)).body
    .data as any[];

async function charge(decision: string) {
  const txRef = `wage-${randomUUID()}`;
  const { redirect } = await payments.createMobileMoneyCharge({
    txRef,
    amountMinor: 150_000,
    currency: 'ZMW',
    phone,
    network: 'Airtel',
    email: 'parent@example.com',
    name: 'A Parent',
    redirectUrl: `${baseUrl()}/wages/return`,
  });
  const page = await fetch(redirect);
  const html = await page.text();
  expect(html).toContain('Approve on your phone');
  expect(html).toContain('ZMW 1500.00');
  expect(html).toContain('Airtel');
  expect(html).toContain('260•••••4567');
  expect(html).not.toContain('971234567');
  expect(html).not.toMatch(/<script/i);
  expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
  const action = new URL(/<form method="post" action="([^"]+)"/.exec(html)![1]!, redirect);
  const res = await fetch(action, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ decision }).toString(),
    redirect: 'manual',
  });
  return { txRef, res, redirect };
}

const reference = (prefix: string) => `${prefix}${randomUUID()}`;
const transferOf = (ref: string) => ({
  reference: ref,
  amountMinor: 145_000,
  currency: 'ZMW' as const,
  phone,
  network: 'MTN',
  beneficiaryName: 'A Caregiver',
  narration: 'Wage 2025-01',
});

describe('mobile money networks', () => {
  it('lists Zambia’s three networks, none where the provider has no mobile money, and checks numbers', () => {
    expect(mobileNetworks('ZM').map((n) => n.code)).toEqual(['MTN', 'Airtel', 'Zamtel']);
    expect(mobileNetworks('ZM').every((n) => n.transferBank === 'MPS')).toBe(true);
    expect(mobileNetworks('NG')).toEqual([]);
    expect(mobileNetworks('ZZ')).toEqual([]);
    expect(mobileMoneyNumber('ZM', '0971 234 567', 'mtn')).toMatchObject({ number: phone });
    expect(mobileMoneyNumber('ZM', '+254712345678', 'MTN')).toHaveProperty('error');
    expect(mobileMoneyNumber('ZM', '09712345', 'MTN')).toEqual({
      error: 'This phone number has too few or too many digits.',
    });
    expect(mobileMoneyNumber('ZM', '0971234567', 'Safaricom')).toHaveProperty('error');
  });
});

describe('mobile money collection on the sandbox', () => {
  it('approved on the phone: back to the site as successful, verified, charge.completed sent', async () => {
    const { txRef, res } = await charge('approve');
    expect(res.status).toBe(303);
    const back = new URL(res.headers.get('location')!);
    expect(`${back.origin}${back.pathname}`).toBe(`${baseUrl()}/wages/return`);
    expect(back.searchParams.get('status')).toBe('successful');
    expect(back.searchParams.get('tx_ref')).toBe(txRef);
    const id = back.searchParams.get('transaction_id')!;
    expect(await payments.verifyTransaction(id)).toEqual({
      id,
      txRef,
      amountMinor: 150_000,
      currency: 'ZMW',
      status: 'successful',
    });
    const verified = await sandbox('GET', `/v3/transactions/${id}/verify`);
    expect(verified.body.data).toMatchObject({
      payment_type: 'mobilemoneyzambia',
      flw_ref: expect.any(String),
    });
    const [delivery] = await sandboxWebhooks(txRef);
    expect(delivery.body).toMatchObject({
      event: 'charge.completed',
      data: { id: Number(id), tx_ref: txRef, status: 'successful', amount: 1500 },
    });
  });

  it('declined: failed both ways; approve-twice sends the webhook twice; time out stays pending', async () => {
    const declined = await charge('decline');
    const back = new URL(declined.res.headers.get('location')!);
    expect(back.searchParams.get('status')).toBe('failed');
    expect(
      await payments.verifyTransaction(back.searchParams.get('transaction_id')!),
    ).toMatchObject({ status: 'failed' });

    const twice = await charge('approve-twice');
    expect(twice.res.status).toBe(303);
    const deliveries = await sandboxWebhooks(twice.txRef);
    expect(deliveries).toHaveLength(2);
    expect(deliveries[0].body).toEqual(deliveries[1].body);

    const silent = await charge('timeout');
    expect(silent.res.status).toBe(200);
    expect(await silent.res.text()).toContain('never answered');
    expect(await sandboxWebhooks(silent.txRef)).toEqual([]);
    expect(await (await fetch(silent.redirect)).text()).toContain('stays pending');
  });

  it('quotes the fees in minor units', async () => {
    // Sandbox: collection 2.5 % rounded up to the minor unit; transfer 5 ZMW flat.
    expect(await payments.collectionFee(150_000, 'ZMW')).toEqual({ feeMinor: 3_750 });
    expect(await payments.collectionFee(12_345, 'ZMW')).toEqual({ feeMinor: 309 });
    expect(await payments.collectionFee(20_001, 'UGX')).toEqual({ feeMinor: 501 });
    expect(await payments.transferFee(150_000, 'ZMW')).toEqual({ feeMinor: 500 });
  });

  it('refunds a collected payment, not more than was paid', async () => {
    const { res } = await charge('approve');
    const id = new URL(res.headers.get('location')!).searchParams.get('transaction_id')!;
    expect(await payments.refundTransaction(id, 50_000)).toEqual({
      id: expect.stringMatching(/^\d+$/),
      status: 'completed',
    });
    await expect(payments.refundTransaction(id, 100_001)).rejects.toBeInstanceOf(
      PaymentProviderError,
    );
    expect(await payments.refundTransaction(id, 100_000)).toMatchObject({ status: 'completed' });
  });
});

describe('mobile money payouts on the sandbox', () => {
  it('a transfer succeeds, is verified, and transfer.completed is sent once', async () => {
    const ref = reference('wage-ok-');
    const created = await payments.createTransfer(transferOf(ref));
    expect(created).toEqual({ id: expect.stringMatching(/^\d+$/), status: 'pending' });
    await expect
      .poll(async () => (await payments.verifyTransfer(created.id))?.status)
      .toBe('successful');
    expect(await payments.verifyTransfer(created.id)).toEqual({
      id: created.id,
      reference: ref,
      amountMinor: 145_000,
      currency: 'ZMW',
      status: 'successful',
    });
    const [delivery] = await waitForItems(
      () => transferDeliveries(ref),
      () => true,
      {
        what: 'transfer webhook',
      },
    );
    expect(delivery.url).toBe(`${baseUrl()}/api/payments/webhook`);
    expect(delivery.body).toMatchObject({
      event: 'transfer.completed',
      'event.type': 'Transfer',
      data: {
        id: Number(created.id),
        reference: ref,
        status: 'SUCCESSFUL',
        amount: 1450,
        currency: 'ZMW',
        account_number: '260971234567',
        bank_code: 'MPS',
      },
    });
    expect(delivery.body.data.tx_ref).toBeUndefined();
    // Asking again with the same reference answers the same transfer.
    expect(await payments.createTransfer(transferOf(ref))).toEqual({
      id: created.id,
      status: 'successful',
    });
    expect(await payments.verifyTransfer('999999999999')).toBeUndefined();
  });

  it('a failed transfer is retried with the same reference and pays once', async () => {
    const prefix = `cpo-fail-${randomUUID().slice(0, 8)}-`;
    await setTransfers(prefix, 'fail', 1);
    const ref = reference(prefix);
    const created = await payments.createTransfer(transferOf(ref));
    await expect
      .poll(async () => (await payments.verifyTransfer(created.id))?.status)
      .toBe('failed');
    // The same reference again answers the failed transfer: no second payout.
    expect(await payments.createTransfer(transferOf(ref))).toEqual({
      id: created.id,
      status: 'failed',
    });
    const retried = await payments.retryTransfer(created.id);
    expect(retried).toEqual({ id: created.id, status: 'pending' });
    await expect
      .poll(async () => (await payments.verifyTransfer(created.id))?.status)
      .toBe('successful');
    // A successful transfer is not retried.
    await expect(payments.retryTransfer(created.id)).rejects.toBeInstanceOf(PaymentProviderError);
    const listed = await sandbox('GET', `/v3/transfers?reference=${ref}`);
    expect(listed.body.data).toHaveLength(1);
    const deliveries = await waitForItems(
      () => transferDeliveries(ref),
      () => true,
      {
        count: 2,
        what: 'two transfer webhooks',
      },
    );
    expect(deliveries.map((d) => d.body.data.status)).toEqual(['FAILED', 'SUCCESSFUL']);
    const page = await (await fetch(`${base()}/sandbox/transfers`)).text();
    expect(page).toContain(ref);
    expect(page).toContain('260•••••4567');
  });

  it('a timed-out call throws, the transfer exists, and asking again answers it', async () => {
    const prefix = `wage-slow-${randomUUID().slice(0, 8)}-`;
    await setTransfers(prefix, 'timeout', 1);
    const ref = reference(prefix);
    await expect(payments.createTransfer(transferOf(ref))).rejects.toBeInstanceOf(
      PaymentProviderError,
    );
    const again = await payments.createTransfer(transferOf(ref));
    expect(again.id).toMatch(/^\d+$/);
    const listed = await sandbox('GET', `/v3/transfers?reference=${ref}`);
    expect(listed.body.data.map((t: any) => String(t.id))).toEqual([again.id]);
    await expect
      .poll(async () => (await payments.verifyTransfer(again.id))?.status)
      .toBe('successful');
  }, 30_000);

  it('"twice" delivers transfer.completed twice; replays go 5 at once', async () => {
    const prefix = `wage-twice-${randomUUID().slice(0, 8)}-`;
    await setTransfers(prefix, 'twice');
    const ref = reference(prefix);
    const created = await payments.createTransfer(transferOf(ref));
    const twice = await waitForItems(
      () => transferDeliveries(ref),
      () => true,
      {
        count: 2,
        what: 'two transfer webhooks',
      },
    );
    expect(twice[0].body).toEqual(twice[1].body);
    const replay = await sandbox('POST', '/sandbox/webhooks/replay', {
      id: Number(created.id),
      times: 10,
      concurrency: 5,
    });
    expect(replay.status).toBe(200);
    expect(replay.body.data).toHaveLength(10);
    const all = await transferDeliveries(ref);
    expect(all.filter((d) => d.replay_of === twice[0].index)).toHaveLength(10);
    expect((await setTransfers(prefix, 'sometimes')).status).toBe(400);
  });

  it('the control page sets switches through its form only with its token', async () => {
    const html = await (await fetch(`${base()}/sandbox`)).text();
    expect(html).not.toMatch(/<script/i);
    const token = /name="token" value="([0-9a-f]+)"/.exec(html)![1]!;
    const post = (fields: Record<string, string>) =>
      fetch(`${base()}/sandbox`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
        redirect: 'manual',
      });
    const match = `page-${randomUUID().slice(0, 8)}-`;
    expect((await post({ token: 'x', transfers: 'fail', match })).status).toBe(400);
    expect((await post({ token, transfers: 'fail', count: '2', match })).status).toBe(303);
    const rules = (await sandbox('GET', '/sandbox/switches')).body.data;
    expect(rules).toContainEqual({ transfers: 'fail', remaining: 2, match });
  });
});
