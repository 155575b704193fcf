import { describe, expect, it } from 'vitest';
import '../../lambdas/core/commissions/payout-hooks.js';
import { db } from '../../lambdas/core/db/service.js';
import { accounts } from '../../lambdas/core/ledger/accounts.js';
import {
  balanceOf,
  ledgerTransactionExists,
  sumOfEntries,
} from '../../lambdas/core/ledger/ledger.js';
import { sendPayout } from '../../lambdas/core/payouts/payouts.js';
import { env } from '../../lambdas/ports/env.js';
import { payments, paymentsCredentials } from '../../lambdas/ports/payments.js';
import { DEMO_PASSWORD, registerVerified, signIn } from '../support/accounts.js';
import { api } from '../support/api.js';
import { buyAndPay } from '../support/checkout.js';
import { payableCommission } from '../support/commissions.js';
import { inbox } from '../support/inbox.js';
import { waitForItems } from '../support/poll.js';

/**
 * Institutions' referral commission withdrawn to mobile money (issue 32,
 * docs/decisions/commissions.md): the ledger credit of a first purchase, its hold, the minimum,
 * one open request however many at once, an admin's approval paid out once, a refusal putting
 * the money back, a failed payout retried, and who may see and do what.
 */
interface Balance {
  currency: string;
  earnedMinor: number;
  pendingMinor: number;
  withdrawableMinor: number;
  withdrawingMinor: number;
  paidOutMinor: number;
  minimumMinor: number;
}
interface Withdrawal {
  id: string;
  currency: string;
  amountMinor: number;
  phone: string;
  network: string;
  status: string;
  reason?: string;
}
interface Mine {
  zone: string;
  balances: Balance[];
  withdrawals: Withdrawal[];
}

type Who = { uid: string; idToken: string };

const mine = async (who: Who) => {
  const res = await api<Mine>('GET', '/api/my/commissions', { token: who.idToken });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};
const zmw = async (who: Who) => (await mine(who)).balances.find((b) => b.currency === 'ZMW')!;

const number = { phone: '0971234567', network: 'MTN' };
const withdraw = (who: Who, body: object = {}) =>
  api<Withdrawal & { message?: string }>('POST', '/api/my/commissions/withdrawals', {
    token: who.idToken,
    body: { currency: 'ZMW', ...number, ...body },
  });

const admin = () => signIn('admin@demo.test', DEMO_PASSWORD);
const decide = (token: string, id: string, action: 'approve' | 'refuse' | 'retry', body?: object) =>
  api<Withdrawal & { message?: string }>('POST', `/api/admin/commission-payouts/${id}/${action}`, {
    token,
    ...(body ? { body } : {}),
  });

/** The ledger's audit of a referrer's two accounts: each balance is the sum of its entries. */
async function ledgerAgrees(uid: string, currency = 'ZMW') {
  for (const account of [
    accounts.commission(uid, currency),
    accounts.commissionWithdrawing(uid, currency),
  ]) {
    expect((await sumOfEntries(account)).sum).toBe(await balanceOf(account));
  }
}

const institution = () => registerVerified('institution');

/** Sets how the sandbox's next transfers of this reference end (infra/local/payments-sandbox.ts). */
async function transfersOf(reference: string, transfers: 'fail' | 'succeed', count: number) {
  const { secretKey } = await paymentsCredentials();
  const res = await fetch(`${env('payments').PAYMENTS_BASE_URL}/sandbox/switches`, {
    method: 'POST',
    headers: { authorization: `Bearer ${secretKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ transfers, match: reference, count }),
  });
  expect(res.status).toBe(200);
}

/** The payout of a withdrawal, as the payouts module keeps it. */
const payoutOf = async (id: string) =>
  (
    await db()
      .entities.payout.get({ reference: `cpo-${id}` })
      .go({ consistent: true })
  ).data;

/** Waits until the institution's request shows `status` (the webhook settles after the answer). */
const requestIs = (who: Who, id: string, status: string) =>
  waitForItems(
    async () => (await mine(who)).withdrawals,
    (w) => w.id === id && w.status === status,
    { what: `withdrawal ${status}`, timeoutMs: 20_000 },
  );

const noticesOf = async (who: Who) =>
  (await inbox(who.idToken))
    .filter((mail) => mail.template.name === 'commission-payout')
    .map((mail) => mail.template.data.event);

describe('commission withdrawals', { timeout: 120_000 }, () => {
  it('a referred member’s first purchase credits the ledger, held for 14 days', async () => {
    const referrer = await institution();
    const member = await registerVerified('parent', undefined, referrer.uid);
    const paid = await buyAndPay(member, 'parent-1m');
    const earned = Math.floor(paid.amountMinor * 0.05);
    const { balances, zone } = await mine(referrer);
    expect(zone).toBe('Africa/Lusaka');
    expect(balances).toEqual([
      {
        currency: paid.currency,
        earnedMinor: earned,
        pendingMinor: earned,
        withdrawableMinor: 0,
        withdrawingMinor: 0,
        paidOutMinor: 0,
        minimumMinor: expect.any(Number),
      },
    ]);
    const account = accounts.commission(referrer.uid, paid.currency);
    expect(await balanceOf(account)).toBe(earned);
    expect(await sumOfEntries(account)).toEqual({ sum: earned, entries: 1 });
    // The credit's other side: what the platform gives up (other tests' credits add to it).
    expect(await balanceOf(accounts.referralExpense(paid.currency))).toBeLessThanOrEqual(-earned);
    // Held: nothing to withdraw yet, and the answer says so.
    const res = await withdraw(referrer, { currency: paid.currency });
    expect(res.status).toBe(400);
  });

  it('below the minimum is refused with a clear message; an amount is held to its bounds', async () => {
    const referrer = await institution();
    await payableCommission(referrer.uid, 10_000);
    const below = await withdraw(referrer);
    expect(below.status).toBe(400);
    expect(below.body.message).toBe(
      'You can withdraw once your withdrawable commission reaches ZMW 250.00. It is ZMW 100.00 now.',
    );
    await payableCommission(referrer.uid, 20_000);
    expect(await zmw(referrer)).toMatchObject({
      pendingMinor: 0,
      withdrawableMinor: 30_000,
      minimumMinor: 25_000,
    });
    const small = await withdraw(referrer, { amount_minor: 24_999 });
    expect(small.status).toBe(400);
    expect(small.body.message).toBe('The least you can withdraw is ZMW 250.00.');
    const big = await withdraw(referrer, { amount_minor: 30_001 });
    expect(big.status).toBe(400);
    expect(big.body.message).toBe('You can withdraw at most ZMW 300.00.');
    const badNumber = await withdraw(referrer, { phone: '12' });
    expect(badNumber.status).toBe(400);
    const unknownField = await withdraw(referrer, { extra: 1 });
    expect(unknownField.status).toBe(400);
    expect((await zmw(referrer)).withdrawableMinor).toBe(30_000);
  });

  it('without a number in the request, the saved payout number is used', async () => {
    const referrer = await institution();
    await payableCommission(referrer.uid, 30_000);
    const body = { currency: 'ZMW' };
    const send = () =>
      api<Withdrawal & { message?: string }>('POST', '/api/my/commissions/withdrawals', {
        token: referrer.idToken,
        body,
      });
    const unsaved = await send();
    expect(unsaved.status).toBe(400);
    expect(unsaved.body.message).toBe(
      'Set the mobile money number you are paid to first, or give one here.',
    );
    const half = await api('POST', '/api/my/commissions/withdrawals', {
      token: referrer.idToken,
      body: { ...body, phone: '0971234567' },
    });
    expect(half.status).toBe(400);
    const saved = await api('PUT', '/api/my/payout-number', {
      token: referrer.idToken,
      body: { phone: '0961234567', network: 'Zamtel' },
    });
    expect(saved.status).toBe(200);
    const made = await send();
    expect(made.status).toBe(200);
    expect(made.body).toMatchObject({ phone: '+260961234567', network: 'Zamtel' });
  });

  it('five requests at once open one; the balance never goes below zero', async () => {
    const referrer = await institution();
    await payableCommission(referrer.uid, 30_000);
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        withdraw(referrer, i % 2 ? { amount_minor: 25_000 } : {}),
      ),
    );
    // One opens; the others meet it (409), or, answered after it, the balance it took (400).
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const answer of answers.filter((a) => a.status !== 200))
      expect([400, 409]).toContain(answer.status);
    const made = answers.find((a) => a.status === 200)!.body;
    expect(made).toMatchObject({ status: 'requested', phone: '+260971234567', network: 'MTN' });
    const after = await zmw(referrer);
    expect(after.withdrawingMinor).toBe(made.amountMinor);
    expect(after.withdrawableMinor).toBe(30_000 - made.amountMinor);
    expect((await mine(referrer)).withdrawals).toHaveLength(1);
    await ledgerAgrees(referrer.uid);
  });

  it('a refusal needs a reason, puts the money back and tells the institution why', async () => {
    const referrer = await institution();
    await payableCommission(referrer.uid, 30_000);
    const { body: asked } = await withdraw(referrer);
    const { idToken } = await admin();
    expect((await decide(idToken, asked.id, 'refuse', {})).status).toBe(400);
    expect((await decide(idToken, asked.id, 'refuse', { reason: ' ' })).status).toBe(400);
    const listed = await api<{ withdrawals: { id: string; owner: string }[] }>(
      'GET',
      '/api/admin/commission-payouts?status=requested',
      { token: idToken },
    );
    expect(listed.body.withdrawals.map((w) => w.id)).toContain(asked.id);
    // Two admins at once: one decision.
    const [refused, approved] = await Promise.all([
      decide(idToken, asked.id, 'refuse', { reason: 'The number is not the institution’s.' }),
      decide(idToken, asked.id, 'refuse', { reason: 'Second thought.' }),
    ]);
    expect([refused.status, approved.status].sort()).toEqual([200, 409]);
    const winner = refused.status === 200 ? refused.body : approved.body;
    expect(winner.status).toBe('refused');
    expect(await zmw(referrer)).toMatchObject({ withdrawableMinor: 30_000, withdrawingMinor: 0 });
    expect((await decide(idToken, asked.id, 'approve')).status).toBe(409);
    const [notice] = await waitForItems(
      () => inbox(referrer.idToken),
      (mail) => mail.template.name === 'commission-payout',
      { what: 'refusal notice' },
    );
    expect(notice!.template.data).toMatchObject({
      event: 'refused',
      amount: 'ZMW 300.00',
      reason: winner.reason,
    });
    // The open request is gone: the institution may ask again.
    expect((await withdraw(referrer)).status).toBe(200);
    await ledgerAgrees(referrer.uid);
  });

  it('an approval pays out once: the balance goes to zero and the ledger agrees', async () => {
    const referrer = await institution();
    await payableCommission(referrer.uid, 30_000);
    const { body: asked } = await withdraw(referrer, { network: 'Airtel' });
    expect(asked.network).toBe('Airtel');
    const { idToken } = await admin();
    // Two admins approve at once: one decision, one payout.
    const answers = await Promise.all([
      decide(idToken, asked.id, 'approve'),
      decide(idToken, asked.id, 'approve'),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    await requestIs(referrer, asked.id, 'paid');
    expect(await zmw(referrer)).toMatchObject({
      withdrawableMinor: 0,
      withdrawingMinor: 0,
      paidOutMinor: 30_000,
      earnedMinor: 30_000,
    });
    expect(await payoutOf(asked.id)).toMatchObject({
      status: 'paid',
      amountMinor: 30_000,
      phone: '+260971234567',
      network: 'Airtel',
      kind: 'commission',
    });
    expect(await ledgerTransactionExists(`cpo-${asked.id}:paid`)).toBe(true);
    await ledgerAgrees(referrer.uid);
    await waitForItems(
      () => noticesOf(referrer),
      (event) => event === 'paid',
      { what: 'paid notice' },
    );
    expect((await noticesOf(referrer)).sort()).toEqual(['approved', 'paid']);
    // Paid: the institution may ask again (and has nothing left to ask for).
    expect((await withdraw(referrer)).status).toBe(400);
  });

  it('approve and refuse at once: one wins, and the money follows it', async () => {
    const referrer = await institution();
    await payableCommission(referrer.uid, 30_000);
    const { body: asked } = await withdraw(referrer);
    const { idToken } = await admin();
    const [approved, refused] = await Promise.all([
      decide(idToken, asked.id, 'approve'),
      decide(idToken, asked.id, 'refuse', { reason: 'Not now, sorry.' }),
    ]);
    expect([approved.status, refused.status].sort()).toEqual([200, 409]);
    if (refused.status === 200) {
      expect(await zmw(referrer)).toMatchObject({ withdrawableMinor: 30_000, withdrawingMinor: 0 });
      expect(await payoutOf(asked.id)).toBeNull();
    } else {
      await requestIs(referrer, asked.id, 'paid');
      expect(await zmw(referrer)).toMatchObject({ withdrawingMinor: 0, paidOutMinor: 30_000 });
    }
    await ledgerAgrees(referrer.uid);
  });

  it('a payout that fails three times shows failed; an admin’s retry pays it once', async () => {
    const referrer = await institution();
    await payableCommission(referrer.uid, 30_000);
    const { body: asked } = await withdraw(referrer);
    const reference = `cpo-${asked.id}`;
    await transfersOf(reference, 'fail', 3);
    const { idToken } = await admin();
    expect((await decide(idToken, asked.id, 'approve')).status).toBe(200);
    // The first attempt was the approval's; the next two are the payouts job's, sent now
    // rather than after its backoff of minutes.
    for (const attempts of [1, 2]) {
      await waitForItems(
        async () => [await payoutOf(asked.id)],
        (payout) => payout?.status === 'due' && payout.attempts === attempts,
        { what: `attempt ${attempts} failed`, timeoutMs: 20_000 },
      );
      await sendPayout(payments, reference, Date.now());
    }
    await requestIs(referrer, asked.id, 'failed');
    expect(await zmw(referrer)).toMatchObject({ withdrawableMinor: 0, withdrawingMinor: 30_000 });
    const failed = await api<{ withdrawals: { id: string }[] }>(
      'GET',
      '/api/admin/commission-payouts?status=failed',
      { token: idToken },
    );
    expect(failed.body.withdrawals.map((w) => w.id)).toContain(asked.id);
    await waitForItems(
      () => noticesOf(referrer),
      (event) => event === 'failed',
      { what: 'failed notice' },
    );
    // Only a failed one can be retried; two retries at once send it once.
    const retries = await Promise.all([
      decide(idToken, asked.id, 'retry'),
      decide(idToken, asked.id, 'retry'),
    ]);
    expect(retries.some((r) => r.status === 200)).toBe(true);
    await requestIs(referrer, asked.id, 'paid');
    expect((await decide(idToken, asked.id, 'retry')).status).toBe(409);
    expect(await zmw(referrer)).toMatchObject({ withdrawingMinor: 0, paidOutMinor: 30_000 });
    expect(await payoutOf(asked.id)).toMatchObject({ status: 'paid' });
    const transfer = await payments.verifyTransfer((await payoutOf(asked.id))!.transferId!);
    expect(transfer).toMatchObject({ reference, amountMinor: 30_000, status: 'successful' });
    await ledgerAgrees(referrer.uid);
  });

  it('only admins decide; institutions see their own requests only', async () => {
    const referrer = await institution();
    const other = await institution();
    const parent = await registerVerified('parent');
    await payableCommission(referrer.uid, 30_000);
    const { body: asked } = await withdraw(referrer);
    for (const who of [referrer, other, parent]) {
      for (const action of ['approve', 'retry'] as const)
        expect((await decide(who.idToken, asked.id, action)).status).toBe(403);
      expect((await decide(who.idToken, asked.id, 'refuse', { reason: 'no way' })).status).toBe(
        403,
      );
      expect(
        (await api('GET', '/api/admin/commission-payouts', { token: who.idToken })).status,
      ).toBe(403);
      expect(
        (await api('GET', '/api/admin/commission-minimums', { token: who.idToken })).status,
      ).toBe(403);
    }
    expect((await api('GET', '/api/my/commissions', { token: parent.idToken })).status).toBe(403);
    expect((await withdraw(parent)).status).toBe(403);
    expect(await mine(other)).toMatchObject({ balances: [], withdrawals: [] });
    expect((await mine(referrer)).withdrawals.map((w) => w.id)).toEqual([asked.id]);
    const { idToken } = await admin();
    expect((await decide(idToken, 'nosuchrequest1', 'approve')).status).toBe(404);
  });

  it('admins read and set the minimum per currency', async () => {
    const { idToken } = await admin();
    const read = await api<{ minimums: { currency: string; minimumMinor: number }[] }>(
      'GET',
      '/api/admin/commission-minimums',
      { token: idToken },
    );
    expect(read.status).toBe(200);
    const of = (currency: string) => read.body.minimums.find((m) => m.currency === currency);
    expect(of('ZMW')?.minimumMinor).toBe(25_000);
    expect(of('USD')?.minimumMinor).toBe(1_000);
    const put = (body: object, currency = 'MWK') =>
      api('PUT', `/api/admin/commission-minimums/${currency}`, { token: idToken, body });
    expect((await put({ minimum_minor: 0 })).status).toBe(400);
    expect((await put({ minimum_minor: 1.5 })).status).toBe(400);
    expect((await put({ minimum_minor: 100 }, 'XYZ')).status).toBe(400);
    const set = await put({ minimum_minor: 2_000_000 });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ currency: 'MWK', minimumMinor: 2_000_000, set: true });
    const again = await api<{ minimums: { currency: string; minimumMinor: number }[] }>(
      'GET',
      '/api/admin/commission-minimums',
      { token: idToken },
    );
    expect(again.body.minimums.find((m) => m.currency === 'MWK')?.minimumMinor).toBe(2_000_000);
  });
});
