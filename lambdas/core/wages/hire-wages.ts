import type { UserActor } from '../actor.js';
import { hireOf } from '../hires/hire.js';
import type { OfferRecord } from '../offers/offers.js';
import { dayInZone, instantInZone } from '../reference/time-zone.js';
import { statutoryDeductionsOf } from '../reference/wage-deductions.js';
import { mobileNetworks } from '../reference/mobile-networks.js';
import { payoutNumberOf } from './payout-number.js';
import { hireWagesOf } from './wage-store.js';
import type { monthStatuses } from './schemas.js';
import { paidInPeriod, periodIn } from './wage-rules.js';
import { wageTermsOf, type WageTerms } from './wage-terms.js';
import { wageViewOf, type WageRecord } from './wage-view.js';

/** How many months back the list of months owed goes at most. */
const MONTHS_SHOWN = 24;
const DAY_MS = 86_400_000;

const daysIn = (period: string) => {
  const [y, m] = period.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
};

/** The month before `period`. */
function previousPeriod(period: string) {
  const [y, m] = period.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}

/**
 * The months a hire's wage is owed for: from the agreed start (else the offer's acceptance) to
 * this month, each due on the pay day (the month's last day when none is agreed, or past its
 * end), at midnight in the country's time zone, and late once that day has passed unpaid.
 */
export function monthsDue(
  terms: WageTerms,
  offer: Pick<OfferRecord, 'answeredAt' | 'posted'>,
  wages: WageRecord[],
  now: number,
) {
  const zone = terms.timeZone;
  const start = (terms.startDate ?? dayInZone(zone, offer.answeredAt ?? offer.posted)).slice(0, 7);
  const current = periodIn(zone, now);
  const periods: string[] = [];
  for (let p = current; p >= start && periods.length < MONTHS_SHOWN; p = previousPeriod(p))
    periods.push(p);
  return periods.map((period) => {
    const day = Math.min(terms.payDay ?? 31, daysIn(period));
    const dueAt = instantInZone(zone, `${period}-${String(day).padStart(2, '0')}`, '00:00');
    const paid = paidInPeriod(
      wages.filter((w) => w.status !== 'awaiting_payment'),
      period,
      now,
    );
    const full = terms.monthlyMinor === null ? paid > 0 : paid >= terms.monthlyMinor;
    const status: (typeof monthStatuses)[number] = full
      ? 'paid'
      : now >= dueAt + DAY_MS
        ? 'late'
        : now >= dueAt
          ? 'due'
          : paid > 0
            ? 'part-paid'
            : 'upcoming';
    return { period, due_at: dueAt, paid_minor: paid, status };
  });
}

/** GET /api/hires/{id}/{uid}/wages: the hire's payments and months owed, for both its people. */
export async function hireWages(
  actor: UserActor,
  postId: string,
  caregiverId: string,
  now: number,
) {
  const { offer, side } = await hireOf(actor, postId, caregiverId);
  const [terms, wages, payee] = await Promise.all([
    wageTermsOf(postId, caregiverId),
    hireWagesOf(postId, caregiverId),
    payoutNumberOf(caregiverId),
  ]);
  return {
    side,
    country: terms.country,
    currency: terms.currency,
    time_zone: terms.timeZone,
    monthly_minor: terms.monthlyMinor,
    pay_day: terms.payDay,
    wage_from: terms.from,
    months: monthsDue(terms, offer, wages, now),
    wages: wages
      .sort((a, b) => b.period.localeCompare(a.period) || b.createdAt - a.createdAt)
      .map(wageViewOf),
    payee_ready: payee !== undefined,
    networks: mobileNetworks(terms.country).map(({ code, label }) => ({ code, label })),
    statutory: statutoryDeductionsOf(terms.country).map((d) => ({
      code: d.code,
      label: d.label,
      rule: d.rule,
      source_url: d.source.url,
    })),
  };
}
