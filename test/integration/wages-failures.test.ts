import { beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../lambdas/core/ledger/accounts.js';
import { balanceOf, entriesOf, ledgerTransactionExists } from '../../lambdas/core/ledger/ledger.js';
import { payoutStep } from '../../lambdas/core/payouts/payouts.js';
import '../../lambdas/core/wages/payout-hooks.js';
import type { WagePayments } from '../../lambdas/core/wages/wage-port.js';
import { payments } from '../../lambdas/ports/payments.js';
import { DEMO_PASSWORD, signIn } from '../support/accounts.js';
import { api } from '../support/api.js';
import { waitForItems } from '../support/poll.js';
import {
  answerCharge,
  hireReadyToPay,
  setTransfers,
  startWage,
  transfersOf,
  waitForWage,
} from '../support/wages.js';

/**
 * Payouts that do not go through at once: failed three times and shown to admins, retried by
 * an admin under the same reference, timed out and asked again, refunded to the parent.
 */
let admin = '';
beforeAll(async () => {
  admin = (await signIn('admin@demo.test', DEMO_PASSWORD)).idToken;
});

const port: WagePayments = payments;
const HOUR = 3_600_000;

/** Runs the scheduled payout step as if its backoff had passed, until the wage is `status`. */
async function runUntil(token: string, wid: string, status: string) {
  await waitForItems(
    async () => {
      // This payout's step only, an hour on (past its backoff): never other files' payouts.
      await payoutStep(port, wid, Date.now() + HOUR);
      return [(await api<any>('GET', `/api/wages/${wid}`, { token })).body.wage];
    },
    (wage) => wage?.status === status,
    { what: `wage ${wid} ${status}`, timeoutMs: 30_000 },
  );
}

/** A wage collected whose transfers fail three times: given up, payout failed. */
async function failedPayout() {
  const hire = await hireReadyToPay();
  const { wage, redirect } = await startWage(hire);
  await setTransfers(wage.wid, 'fail', 3);
  await answerCharge(redirect, 'approve');
  await runUntil(hire.parent.idToken, wage.wid, 'payout_failed');
  return { hire, wage };
}

describe('wage payouts that fail', () => {
  it('fails three times: payout failed, in the admins’ list; an admin’s retry pays once', async () => {
    const { hire, wage } = await failedPayout();
    const held = accounts.wages(hire.nanny.uid, 'ZMW');
    expect(await balanceOf(held)).toBe(wage.net_minor);
    const list = await api<any>('GET', '/api/admin/payouts?status=failed', { token: admin });
    expect(list.status).toBe(200);
    const shown = list.body.payouts.find((p: any) => p.reference === wage.wid);
    expect(shown).toMatchObject({
      kind: 'wage',
      owner: hire.nanny.uid,
      amount_minor: wage.net_minor,
      attempts: 3,
      wage: { wid: wage.wid, status: 'payout_failed' },
    });
    expect(shown.summary).toContain(wage.period);
    const notAdmin = await api('GET', '/api/admin/payouts', { token: hire.parent.idToken });
    expect(notAdmin.status).toBe(403);

    const retried = await api<any>('POST', `/api/admin/payouts/${wage.wid}/retry`, {
      token: admin,
    });
    expect(retried.status, JSON.stringify(retried.body)).toBe(200);
    await waitForWage(hire.nanny.idToken, wage.wid, 'paid_out');
    const transfers = await transfersOf(wage.wid);
    expect(transfers).toHaveLength(1);
    expect(transfers[0].status).toBe('SUCCESSFUL');
    expect(await balanceOf(held)).toBe(0);
    expect((await entriesOf(held)).data.map((e) => e.amountMinor)).toEqual([
      wage.net_minor,
      -wage.net_minor,
    ]);
    const again = await api<any>('GET', '/api/admin/payouts?status=failed', { token: admin });
    expect(again.body.payouts.some((p: any) => p.reference === wage.wid)).toBe(false);
    const twice = await api<any>('POST', `/api/admin/payouts/${wage.wid}/retry`, { token: admin });
    expect(twice.body.status).toBe('paid');
  });

  it('a transfer that times out is asked again under the same reference and paid once', async () => {
    const hire = await hireReadyToPay();
    const { wage, redirect } = await startWage(hire);
    await setTransfers(wage.wid, 'timeout', 1);
    await answerCharge(redirect, 'approve');
    await runUntil(hire.parent.idToken, wage.wid, 'paid_out');
    expect(await transfersOf(wage.wid)).toHaveLength(1);
    const held = accounts.wages(hire.nanny.uid, 'ZMW');
    expect((await entriesOf(held)).data.map((e) => e.amountMinor)).toEqual([
      wage.net_minor,
      -wage.net_minor,
    ]);
  });

  it('an admin refunds a failed payout to the parent, once under concurrent calls', async () => {
    const { hire, wage } = await failedPayout();
    const refunds = await Promise.all(
      Array.from({ length: 3 }, () =>
        api<any>('POST', `/api/admin/wages/${wage.wid}/refund`, {
          token: admin,
          body: { reason: 'The caregiver’s number no longer works' },
        }),
      ),
    );
    expect(refunds.some((r) => r.status === 200)).toBe(true);
    for (const r of refunds) expect([200, 409]).toContain(r.status);
    const slip = await waitForWage(hire.parent.idToken, wage.wid, 'refunded');
    expect(slip.refund_reason).toBe('The caregiver’s number no longer works');
    expect(await ledgerTransactionExists(`${wage.wid}:refunded`)).toBe(true);
    const held = accounts.wages(hire.nanny.uid, 'ZMW');
    expect(await balanceOf(held)).toBe(0);
    expect((await entriesOf(held)).data.map((e) => [e.kind, e.amountMinor])).toEqual([
      ['wage-collected', wage.net_minor],
      ['wage-refunded', -wage.net_minor],
    ]);
    // Refunded: no retry pays it any more, and it left the admins' list.
    const retry = await api<any>('POST', `/api/admin/payouts/${wage.wid}/retry`, { token: admin });
    expect(retry.body.status).toBe('cancelled');
    const after = await api<any>('POST', `/api/admin/wages/${wage.wid}/refund`, {
      token: admin,
      body: { reason: 'again' },
    });
    expect(after.status).toBe(200);
    expect(after.body.wage.status).toBe('refunded');
    const notRefundable = await api<any>('POST', `/api/admin/wages/wage-0000000000nothere/refund`, {
      token: admin,
      body: { reason: 'x' },
    });
    expect(notRefundable.status).toBe(404);
  });
});
