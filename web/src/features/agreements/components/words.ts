import { weekdays } from '@core/agreements/schemas';
import { i18n } from '../../../i18n/i18n';
import { formatMoney, formatMomentIn } from '../../../i18n/format';

/** Digits after the point of the currencies wages are agreed in (ISO 4217; 2 when unknown). */
const noCents = new Set(['RWF', 'UGX', 'XAF', 'XOF']);
export const digitsOf = (currency: string) => (noCents.has(currency) ? 0 : 2);

/** A wage in minor units as the reader's language writes money. */
export const wageText = (minor: number, currency: string) =>
  currency ? formatMoney(minor / 10 ** digitsOf(currency), currency) : String(minor);

/** "1 500,50" typed in a field -> minor units, or undefined when it is not an amount. */
export function minorOf(typed: string, currency: string): number | undefined {
  const plain = typed.replace(/[\s\u00a0,']/g, '');
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(plain)) return undefined;
  return Math.round(Number(plain) * 10 ** digitsOf(currency));
}

/** A moment in the country's time zone, with the zone named (i18n/format.ts). */
export const momentIn = formatMomentIn;

/** A calendar day kept as 2027-01-04, in the reader's language ("4 January 2027"). */
export const dayText = (day: string) =>
  i18n.date(new Date(`${day}T12:00:00Z`), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** Weekly hours of a week of these days and times. */
export function hoursOf(days: readonly string[], start: string, end: string) {
  const minutes = (at: string) => Number(at.slice(0, 2)) * 60 + Number(at.slice(3, 5));
  const hours = (days.length * (minutes(end) - minutes(start))) / 60;
  return Number.isFinite(hours) && hours > 0 ? Math.round(hours * 10) / 10 : 0;
}

export { weekdays };
