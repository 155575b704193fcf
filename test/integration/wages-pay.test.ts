import { describe, expect, it } from 'vitest';
import { accounts } from '../../lambdas/core/ledger/accounts.js';
import {
  balanceOf,
  entriesOf,
  ledgerTransactionExists,
  sumOfEntries,
} from '../../lambdas/core/ledger/ledger.js';
import { api } from '../support/api.js';
import { waitForItems } from '../support/poll.js';
import {
  answerCharge,
  deliveriesOf,
  hireReadyToPay,
  sandbox,
  startWage,
  thisMonth,
  transfersOf,
  waitForWage,
} from '../support/wages.js';

/**
 * A wage paid end to end through the API and the sandbox provider: the quote, the charge
 * approved on the provider's page, the verified webhook, the payout to the caregiver's number,
 * and the ledger, which moves once however often the webhooks come.
 */
describe('a wage paid by mobile money', () => {
  it('quotes, collects, pays the caregiver exactly the net, and balances the ledger', async () => {
    const hire = await hireReadyToPay();
    const quote = await api<any>(
      'GET',
      `${hire.base}/quote?period=${thisMonth()}&gross_minor=150000&deductions_minor=7500`,
      { token: hire.parent.idToken },
    );
    expect(quote.status, JSON.stringify(quote.body)).toBe(200);
    expect(quote.body).toMatchObject({
      currency: 'ZMW',
      net_minor: 142_500,
      monthly_minor: 300_000,
    });
    expect(quote.body.total_minor).toBe(142_500 + quote.body.fee_minor);
    expect(quote.body.fee_minor).toBe(
      quote.body.collection_fee_minor + quote.body.transfer_fee_minor,
    );

    const { wage, redirect } = await startWage(hire);
    expect(wage).toMatchObject({
      status: 'awaiting_payment',
      gross_minor: 150_000,
      net_minor: 142_500,
      deductions: [{ kind: 'statutory', code: 'NAPSA', amount_minor: 7_500 }],
      payee_network: 'MTN',
      payee_phone_hint: expect.stringMatching(/567$/),
    });
    expect(wage.deductions[0].label).toContain('NAPSA');
    expect(wage.total_minor).toBe(quote.body.total_minor);
    expect(wage.wid).toMatch(/^wage-/);

    const back = await answerCharge(redirect, 'approve');
    expect(back.searchParams.get('tx_ref')).toBe(wage.wid);
    const paid = await waitForWage(hire.nanny.idToken, wage.wid, 'paid_out');
    expect(paid.collection.id).toBe(back.searchParams.get('transaction_id'));
    expect(paid.transfer).toMatchObject({ reference: wage.wid, id: expect.any(String) });
    expect(paid.paidAt).toBeGreaterThanOrEqual(paid.collectedAt);

    // The caregiver received exactly the net, once, to their number.
    const transfers = await transfersOf(wage.wid);
    expect(transfers).toHaveLength(1);
    expect(transfers[0]).toMatchObject({ amount: 1_425, currency: 'ZMW', status: 'SUCCESSFUL' });

    // The ledger: held for the caregiver, then paid out; the fee the provider's.
    const held = accounts.wages(hire.nanny.uid, 'ZMW');
    expect(await balanceOf(held)).toBe(0);
    const entries = (await entriesOf(held)).data.map((e) => e.amountMinor);
    expect(entries).toEqual([142_500, -142_500]);
    expect(await ledgerTransactionExists(`${wage.wid}:collected`)).toBe(true);
    expect(await ledgerTransactionExists(`${wage.wid}:paid-out`)).toBe(true);
    for (const account of [held, accounts.world('ZMW'), accounts.providerFees('ZMW')]) {
      const { sum } = await sumOfEntries(account);
      expect(sum, account).toBe(await balanceOf(account));
    }
    const fees = await entriesOf(accounts.providerFees('ZMW'), null, 1000);
    expect(fees.data.filter((e) => e.txId === `${wage.wid}:collected`)).toEqual([
      expect.objectContaining({ amountMinor: wage.fee_minor }),
    ]);

    // Both sides read the payslip; each lists it for the year.
    const year = wage.period.slice(0, 4);
    for (const [token, side] of [
      [hire.parent.idToken, 'parent'],
      [hire.nanny.idToken, 'caregiver'],
    ] as const) {
      const mine = await api<any>('GET', `/api/wages?year=${year}`, { token });
      expect(mine.status).toBe(200);
      expect(mine.body.wages).toEqual([expect.objectContaining({ wid: wage.wid, side })]);
      const slip = await api<any>('GET', `/api/wages/${wage.wid}`, { token });
      expect(slip.body.wage).toMatchObject({
        side,
        parent_name: expect.any(String),
        caregiver_name: expect.any(String),
      });
    }
    const hireList = await api<any>('GET', hire.base, { token: hire.nanny.idToken });
    expect(hireList.status).toBe(200);
    expect(hireList.body).toMatchObject({
      side: 'caregiver',
      wage_from: 'offer',
      payee_ready: true,
    });
    expect(hireList.body.wages.map((w: any) => w.wid)).toEqual([wage.wid]);
  });

  it('moves money once under 10 replays of every webhook, 5 at once', async () => {
    const hire = await hireReadyToPay();
    const { wage, redirect } = await startWage(hire);
    await answerCharge(redirect, 'approve');
    await waitForWage(hire.parent.idToken, wage.wid, 'paid_out');
    const originals = (await deliveriesOf(wage.wid)).filter((d) => d.replay_of === undefined);
    expect(originals.map((d) => d.event).sort()).toEqual([
      'charge.completed',
      'transfer.completed',
    ]);
    await Promise.all(
      originals.map((d) =>
        sandbox('POST', '/sandbox/webhooks/replay', { index: d.index, times: 10, concurrency: 5 }),
      ),
    );
    // Every replay answered (delivered) before the ledger is read.
    await waitForItems(
      () => deliveriesOf(wage.wid),
      (d) => d.delivered,
      {
        count: 22,
        what: 'replayed webhooks delivered',
        timeoutMs: 30_000,
      },
    );
    expect(await transfersOf(wage.wid)).toHaveLength(1);
    const held = accounts.wages(hire.nanny.uid, 'ZMW');
    expect((await entriesOf(held)).data.map((e) => e.amountMinor)).toEqual([142_500, -142_500]);
    expect(await balanceOf(held)).toBe(0);
    const slip = await api<any>('GET', `/api/wages/${wage.wid}`, { token: hire.parent.idToken });
    expect(slip.body.wage.status).toBe('paid_out');
  });

  it('pays once when the collection webhook is replayed 10 times, 5 at once, while the payout is on its way', async () => {
    const hire = await hireReadyToPay();
    const { wage, redirect } = await startWage(hire);
    await answerCharge(redirect, 'approve');
    // The charge's first delivery is recorded at approval; replay it at once, racing the
    // inline payout and the scheduled run, before anything says paid out.
    const [charge] = await waitForItems(
      async () => (await deliveriesOf(wage.wid)).filter((d) => d.event === 'charge.completed'),
      () => true,
      { what: 'the charge webhook recorded', timeoutMs: 15_000 },
    );
    await sandbox('POST', '/sandbox/webhooks/replay', {
      index: charge.index,
      times: 10,
      concurrency: 5,
    });
    await waitForWage(hire.parent.idToken, wage.wid, 'paid_out');
    expect(await transfersOf(wage.wid)).toHaveLength(1);
    const held = accounts.wages(hire.nanny.uid, 'ZMW');
    expect((await entriesOf(held)).data.map((e) => e.amountMinor)).toEqual([
      wage.net_minor,
      -wage.net_minor,
    ]);
    expect(await balanceOf(held)).toBe(0);
  });

  it('declined on the phone: payment failed, nothing moves, nobody is paid', async () => {
    const hire = await hireReadyToPay();
    const { wage, redirect } = await startWage(hire);
    await answerCharge(redirect, 'decline');
    await waitForWage(hire.parent.idToken, wage.wid, 'payment_failed');
    expect(await transfersOf(wage.wid)).toHaveLength(0);
    expect(await ledgerTransactionExists(`${wage.wid}:collected`)).toBe(false);
    expect((await entriesOf(accounts.wages(hire.nanny.uid, 'ZMW'))).data).toEqual([]);
  });
});
