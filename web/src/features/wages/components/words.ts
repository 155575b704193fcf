import { dayInZone } from '@core/reference/time-zone';
import { i18n } from '../../../i18n/i18n';
import { formatMoney, formatMomentIn } from '../../../i18n/format';
import type { Wage } from '../api/wages';
import type { useWagesT } from '../i18n';

/** Digits after the point of a currency (ISO 4217; 2 unless it has no minor unit). */
const noCents = new Set(['RWF', 'UGX', 'XAF', 'XOF']);
const digitsOf = (currency: string) => (noCents.has(currency) ? 0 : 2);

/** An amount in minor units as the reader's language writes money ("ZMW 1,500.00"). */
export const money = (minor: number, currency: string) =>
  formatMoney(minor / 10 ** digitsOf(currency), currency);

/** Minor units as typed in a field ("1500.5" for 150050). */
export const typedOf = (minor: number, currency: string) =>
  (minor / 10 ** digitsOf(currency)).toFixed(digitsOf(currency));

/** "1 500,50" typed in a field -> minor units, or undefined when it is not an amount. */
export function minorOf(typed: string, currency: string): number | undefined {
  const plain = typed.replace(/[\s\u00a0,']/g, '');
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(plain)) return undefined;
  const minor = Math.round(Number(plain) * 10 ** digitsOf(currency));
  return minor > 0 ? minor : undefined;
}

/** A month kept as 2026-11, in the reader's words ("November 2026"). */
export const monthText = (period: string) =>
  /^\d{4}-\d{2}$/.test(period)
    ? i18n.date(new Date(`${period}-15T12:00:00Z`), {
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      })
    : period;

/** The month it is now in a time zone (2026-11). */
export const monthIn = (timeZone: string, now = Date.now()) => dayInZone(timeZone, now).slice(0, 7);

/** A moment in the country's time zone, with the zone named (i18n/format.ts). */
export const momentIn = formatMomentIn;

/** A day on the country's clock ("28 November 2026"). */
export const dayIn = (at: number, timeZone: string) =>
  i18n.date(new Date(at), { day: 'numeric', month: 'long', year: 'numeric', timeZone });

/** Where a payslip and its printable page are. */
export const payslipPath = (wid: string) => `/wages/${encodeURIComponent(wid)}`;

/**
 * The two people of a payslip; a deleted account's name was removed from it (the payslip stays
 * the other side's), so that side reads "Family" or "Caregiver".
 */
export const namesOf = (
  wage: Pick<Wage, 'parent_name' | 'caregiver_name'>,
  t: ReturnType<typeof useWagesT>,
) => ({
  parent: wage.parent_name || t('name.family'),
  caregiver: wage.caregiver_name || t('name.caregiver'),
});
