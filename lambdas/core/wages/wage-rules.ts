import { invalid, words } from '../errors.js';
import { isCurrency, minorUnitDigits } from '../reference/currencies.js';
import { clockInZone } from '../reference/time-zone.js';
import { statutoryDeduction } from '../reference/wage-deductions.js';
import type { Deduction } from './schemas.js';
import type { WageRecord } from './wage-view.js';
import type { WageTerms } from './wage-terms.js';

/** The month after `period` (YYYY-MM). */
export function nextPeriod(period: string): string {
  const [y, m] = period.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}

/** The month it is in a time zone (YYYY-MM). */
export const periodIn = (timeZone: string, now: number) =>
  clockInZone(timeZone, now).day.slice(0, 7);

/** How far back a wage may be paid: back pay for a year, not for months before anyone can recall. */
export const MONTHS_BACK = 12;

/** The month `months` before `period` (YYYY-MM). */
export function periodBefore(period: string, months: number): string {
  const [y, m] = period.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) - months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/**
 * A wage may be paid for any of the last 12 months, this one, or next month (in advance); not
 * later, and not earlier (so a person's payslips lie in a few years, read by a few Queries).
 */
export function checkPeriod(period: string, timeZone: string, now: number) {
  const current = periodIn(timeZone, now);
  if (period > nextPeriod(current))
    throw invalid('A wage can be paid for next month at the latest', {
      period: 'A wage can be paid for next month at the latest',
    });
  if (period < periodBefore(current, MONTHS_BACK))
    throw invalid('A wage can be paid for the last 12 months at most', {
      period: 'A wage can be paid for the last 12 months at most',
    });
}

/**
 * The deductions as recorded: a statutory one must be a code the country names
 * (reference/wage-deductions.ts), and takes that deduction's name; the net left must be above 0.
 */
export function checkedDeductions(country: string, gross: number, deductions: Deduction[]) {
  const recorded = deductions.map((d) => {
    if (d.kind === 'other') return { kind: d.kind, label: d.label, amount_minor: d.amount_minor };
    const known = d.code ? statutoryDeduction(country, d.code) : undefined;
    if (!known)
      throw invalid('Unknown statutory deduction', { deductions: 'Unknown statutory deduction' });
    return { kind: d.kind, code: known.code, label: known.label, amount_minor: d.amount_minor };
  });
  const net = gross - recorded.reduce((sum, d) => sum + d.amount_minor, 0);
  if (net <= 0)
    throw invalid('The deductions must leave a net wage above zero', {
      deductions: 'The deductions must leave a net wage above zero',
    });
  return { deductions: recorded, net };
}

/** How long an unpaid charge still counts against its month (then it is taken as abandoned). */
const PENDING_COUNTS_MS = 60 * 60_000;

/** Gross paid, or being paid, for a month, not counting payments marked extra. */
export function paidInPeriod(wages: WageRecord[], period: string, now: number) {
  return wages
    .filter(
      (w) =>
        w.period === period &&
        !w.extra &&
        (w.status === 'collected' ||
          w.status === 'paid_out' ||
          w.status === 'payout_failed' ||
          (w.status === 'awaiting_payment' && now - w.createdAt < PENDING_COUNTS_MS)),
    )
    .reduce((sum, w) => sum + w.gross_minor, 0);
}

/**
 * The cap of a month (docs/decisions/wages-and-payouts.md, "The cap per period"): with a known
 * monthly wage, a month's payments (not marked extra) add up to it at most; an extra payment (a
 * bonus, an advance) is at most one month's wage on its own. Without a known wage, only the
 * schema's bound holds.
 */
/** An amount as people read it: "ZMW 1300.00". */
export function amountText(amountMinor: number, currency: string) {
  const digits = isCurrency(currency) ? minorUnitDigits[currency] : 2;
  return `${currency} ${(amountMinor / 10 ** digits).toFixed(digits)}`;
}

export function checkCap(
  terms: Pick<WageTerms, 'monthlyMinor' | 'currency'>,
  paid: number,
  gross: number,
  extra: boolean,
) {
  const monthly = terms.monthlyMinor;
  if (monthly === null) return;
  if (extra) {
    if (gross > monthly)
      throw invalid('An extra payment is at most one month’s wage', {
        gross_minor: 'An extra payment is at most one month’s wage',
      });
    return;
  }
  if (paid + gross > monthly) {
    const message = words(
      'This month’s payments would pass the monthly wage ({left} left to pay). Mark it as extra if it is a bonus or an advance.',
      { left: amountText(Math.max(0, monthly - paid), terms.currency) },
    );
    throw invalid(message, { gross_minor: message });
  }
}
