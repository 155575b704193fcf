import { describe, expect, it } from 'vitest';
import { db } from '../../lambdas/core/db/service.js';
import { api } from '../support/api.js';
import { answerCharge, hireReadyToPay, startWage, waitForWage } from '../support/wages.js';

type Person = { idToken: string; password: string };

const exportOf = async (person: Person) => {
  const exported = await api<any>('GET', '/api/account/export', { token: person.idToken });
  expect(exported.status, JSON.stringify(exported.body)).toBe(200);
  return exported.body;
};

const deleteAccount = async (person: Person) => {
  const deleted = await api('POST', '/api/account/delete', {
    token: person.idToken,
    body: { currentPassword: person.password },
  });
  expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
};

/** The wage as stored (what the deletion left in it). */
const storedWage = async (wid: string) =>
  (await db().entities.wage.get({ wid }).go({ consistent: true })).data;

/**
 * Wages and account privacy (docs/decisions/wages-and-payouts.md, "Account deletion"): the export
 * holds the payout number and the payslips; deleting an account removes the payout number and
 * the person's name and number from each payslip, which stays the other side's record.
 */
describe('wages in the data export and account deletion', () => {
  it('a paid caregiver’s export lists the payslip and number; deleted, the family’s payslip stays without them', async () => {
    const hire = await hireReadyToPay();
    const { wage, redirect } = await startWage(hire);
    await answerCharge(redirect, 'approve');
    await waitForWage(hire.nanny.idToken, wage.wid, 'paid_out');

    const mine = await exportOf(hire.nanny);
    expect(mine.payoutNumber).toMatchObject({
      uid: hire.nanny.uid,
      phone: '+260971234567',
      network: 'MTN',
    });
    expect(mine.payslips.paid).toEqual([]);
    expect(mine.payslips.received).toEqual([
      expect.objectContaining({ wid: wage.wid, status: 'paid_out', net_minor: 142_500 }),
    ]);
    const theirs = await exportOf(hire.parent);
    expect(theirs.payoutNumber).toBeNull();
    expect(theirs.payslips.paid.map((w: any) => w.wid)).toEqual([wage.wid]);

    await deleteAccount(hire.nanny);

    const slip = await api<any>('GET', `/api/wages/${wage.wid}`, { token: hire.parent.idToken });
    expect(slip.status, JSON.stringify(slip.body)).toBe(200);
    expect(slip.body.wage).toMatchObject({
      wid: wage.wid,
      status: 'paid_out',
      gross_minor: 150_000,
      net_minor: 142_500,
      total_minor: wage.total_minor,
      caregiver_id: hire.nanny.uid,
      caregiver_name: '',
      payee_phone_hint: '',
      parent_name: wage.parent_name,
      collection: { id: expect.any(String) },
      transfer: { reference: wage.wid, id: expect.any(String) },
    });
    const stored = await storedWage(wage.wid);
    expect(stored).toBeDefined();
    expect(stored).not.toHaveProperty('caregiver_name');
    expect(stored).not.toHaveProperty('payee_phone');
    expect(stored?.payer_phone).toBe('+260961234567');
    // The parent's year still lists it, and the CSV still carries the figures and references.
    const list = await api<any>('GET', '/api/wages', { token: hire.parent.idToken });
    expect(list.body.wages.map((w: any) => w.wid)).toEqual([wage.wid]);
    const csv = await api<any>('GET', '/api/wages.csv', { token: hire.parent.idToken });
    expect(csv.status).toBe(200);
    expect(String(csv.body)).toContain(wage.wid);
    expect(String(csv.body)).not.toContain('Grace Mulenga');
    // The payout number is gone.
    const number = await db().entities.payoutNumber.get({ uid: hire.nanny.uid }).go();
    expect(number.data).toBeNull();
  });

  it('a parent deleted while a payment awaits approval: it is marked failed, without their name and number', async () => {
    const hire = await hireReadyToPay();
    const { wage } = await startWage(hire);
    expect(wage.status).toBe('awaiting_payment');
    const before = await exportOf(hire.parent);
    expect(before.payslips.paid).toEqual([
      expect.objectContaining({ wid: wage.wid, payer_phone: '+260961234567' }),
    ]);

    await deleteAccount(hire.parent);

    const slip = await api<any>('GET', `/api/wages/${wage.wid}`, { token: hire.nanny.idToken });
    expect(slip.status, JSON.stringify(slip.body)).toBe(200);
    expect(slip.body.wage).toMatchObject({
      status: 'payment_failed',
      parent_id: hire.parent.uid,
      parent_name: '',
      caregiver_name: 'Grace Mulenga',
      net_minor: 142_500,
    });
    const stored = await storedWage(wage.wid);
    expect(stored).not.toHaveProperty('parent_name');
    expect(stored).not.toHaveProperty('payer_phone');
    expect(stored?.payee_phone).toBe('+260971234567');
    // The caregiver keeps their own payout number.
    expect((await exportOf(hire.nanny)).payoutNumber).toMatchObject({ phone: '+260971234567' });
  });
});
