import { invalid, words, type Message } from '../errors.js';
import { countryByCode } from '../reference/countries.js';
import { minorUnitDigits } from '../reference/currencies.js';
import { wageMinimumFor, workMinimumsOf } from '../reference/work-minimums.js';
import { weeklyHours, type AgreementTerms } from './schemas.js';

/** A country's statutory minimums as the agreement shows them (`sourced: false` when none are). */
export function minimumsOf(countryCode: string) {
  const found = workMinimumsOf(countryCode);
  const country = countryByCode(countryCode)?.countryName ?? countryCode;
  if (!found) {
    const currency = countryByCode(countryCode)?.currencyCode || '';
    return { country, currency, sourced: false };
  }
  return { country, sourced: true, ...found };
}

/** "ZMW 1,300.00": an amount in minor units, for a message's values. */
export function money(amountMinor: number, currency: string) {
  const digits = (minorUnitDigits as Record<string, number>)[currency] ?? 2;
  const major = (amountMinor / 10 ** digits).toLocaleString('en-US', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  return `${currency} ${major}`;
}

/**
 * Refuses terms below the country's sourced minimums (400), each message naming the minimum and
 * the law it comes from. A country without sourced figures is not checked: its agreement says so.
 */
export function checkMinimums(countryCode: string, terms: AgreementTerms) {
  const found = workMinimumsOf(countryCode);
  if (!found) return;
  const fields: Record<string, Message> = {};
  if (found.wage) {
    const hours = weeklyHours(terms);
    const minimum = wageMinimumFor(found.wage, hours);
    if (terms.wage_minor < minimum)
      fields.wage_minor = words(
        'The wage is below the statutory minimum of {minimum} a month for {hours} hours a week ({source}).',
        {
          minimum: money(minimum, found.currency),
          hours: Math.round(Math.min(hours, found.wage.weeklyHours) * 10) / 10,
          source: found.wage.source.instrument,
        },
      );
  }
  const leave = found.annualLeaveDays;
  if (leave && terms.leave_days < leave.days)
    fields.leave_days = words(
      'Paid leave is below the statutory minimum of {days} days a year ({source}).',
      { days: leave.days, source: leave.source.instrument },
    );
  const sick = found.sickDays;
  if (sick && terms.sick_days < sick.days)
    fields.sick_days = words(
      'Sick days are below the statutory minimum of {days} days a year ({source}).',
      { days: sick.days, source: sick.source.instrument },
    );
  const notice = found.noticeDays;
  if (notice && terms.notice_days < notice.days)
    fields.notice_days = words(
      'The notice period is below the statutory minimum of {days} days ({source}).',
      { days: notice.days, source: notice.source.instrument },
    );
  const [first] = Object.values(fields);
  if (first) throw invalid(first, fields);
}
