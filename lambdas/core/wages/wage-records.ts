import { isConditionFailure } from '../db/errors.js';
import { db } from '../db/service.js';
import { nextPeriod, periodIn } from './wage-rules.js';
import { HOME_TIME_ZONE } from '../reference/time-zone.js';
import { payoutNumberOf } from './payout-number.js';
import type { WageRecord } from './wage-view.js';

/**
 * The first year a payslip can be for: wages were first paid in November 2026, and a wage may be
 * for at most 12 months back (wage-rules.ts), so no period is earlier than November 2025.
 */
const FIRST_YEAR = 2025;

/**
 * Every year a payslip can be keyed by, up to next month's (the latest a wage may be paid for,
 * wage-rules.ts): the payslip indexes are per person and year, so all of a person's payslips are
 * one Query per year and side, never a Scan.
 */
function payslipYears(now: number) {
  const last = Number(nextPeriod(periodIn(HOME_TIME_ZONE, now)).slice(0, 4));
  return Array.from({ length: last - FIRST_YEAR + 1 }, (_, at) => String(FIRST_YEAR + at));
}

/** All of a person's payslips, both sides, every page of every year, oldest month first. */
async function allPayslipsOf(uid: string, now: number) {
  const wages = db().entities.wage;
  const all = { pages: 'all' } as const;
  const years = payslipYears(now);
  const [paid, received] = await Promise.all([
    Promise.all(years.map((year) => wages.query.byParent({ parent_id: uid, year }).go(all))),
    Promise.all(years.map((year) => wages.query.byCaregiver({ caregiver_id: uid, year }).go(all))),
  ]);
  return {
    paid: paid.flatMap(({ data }) => data),
    received: received.flatMap(({ data }) => data),
  };
}

/** The data export's part: the number they are paid to and their payslips, paid and received. */
export async function wageRecords(uid: string, now: number) {
  const [payoutNumber, payslips] = await Promise.all([
    payoutNumberOf(uid),
    allPayslipsOf(uid, now),
  ]);
  return { payoutNumber: payoutNumber ?? null, payslips };
}

/**
 * An account being deleted (docs/decisions/wages-and-payouts.md, "Account deletion"): its payout
 * number goes; each payslip stays the other side's record (amounts, dates, provider references,
 * the two uids) without the deleted person's name and number; a payment still awaiting the
 * parent's approval is marked failed (nobody will complete it). A payout already due keeps the
 * number on its own record and is still sent: the money collected is the caregiver's.
 */
export async function removeWageRecords(uid: string, now: number) {
  const entities = db().entities;
  await entities.payoutNumber.delete({ uid }).go();
  const { paid, received } = await allPayslipsOf(uid, now);
  const sides = [
    ...paid.map((wage) => ({ wage, side: 'parent' as const })),
    ...received.map((wage) => ({ wage, side: 'caregiver' as const })),
  ];
  for (const { wage, side } of sides) await eraseFromWage(wage, side, now);
}

async function eraseFromWage(wage: WageRecord, side: 'parent' | 'caregiver', now: number) {
  const wages = db().entities.wage;
  const name = side === 'parent' ? ('parent_name' as const) : ('caregiver_name' as const);
  const phone = side === 'parent' ? ('payer_phone' as const) : ('payee_phone' as const);
  if (wage.status === 'awaiting_payment') {
    try {
      await wages
        .patch({ wid: wage.wid })
        .set({ status: 'payment_failed', failedAt: now, updatedAt: now })
        .where((attr, { eq }) => eq(attr.status, 'awaiting_payment'))
        .go();
    } catch (error) {
      // settled meanwhile: it stays as it went (a collected wage is still paid out)
      if (!isConditionFailure(error)) throw error;
    }
  }
  if (wage[name] === undefined && wage[phone] === undefined) return;
  await wages.patch({ wid: wage.wid }).remove([name, phone]).set({ updatedAt: now }).go();
}
