import { headOf } from '../agreements/agreement-store.js';
import { timeZoneOfCode } from '../agreements/agreement-views.js';
import { jobTermsOf } from '../agreements/job-terms.js';
import { db } from '../db/service.js';
import { countryByCode } from '../reference/countries.js';
import { isCurrency, minorUnitDigits } from '../reference/currencies.js';
import { monthlySalaryOf } from '../salary-guide/monthly-salary.js';

/** Where a hire's wage comes from: an accepted agreement, the job's salary, or nowhere. */
export type WageSource = 'agreement' | 'offer' | 'none';

export interface WageTerms {
  country: string;
  currency: string;
  timeZone: string;
  /** The monthly wage in minor units, when known. */
  monthlyMinor: number | null;
  /** Day of the month it is due (the agreement's), when agreed. */
  payDay: number | null;
  /** The agreed start day (YYYY-MM-DD), from which months are owed. */
  startDate: string | null;
  from: WageSource;
}

/** The accepted agreement's current terms, if the hire has one. */
async function acceptedTerms(postId: string, caregiverId: string) {
  const head = await headOf(postId, caregiverId);
  if (head?.status !== 'accepted') return undefined;
  const { data } = await db()
    .entities.agreementVersion.get({
      post_id: postId,
      caregiver_id: caregiverId,
      version: head.version,
    })
    .go();
  const terms = data?.terms as
    { wage_minor?: number; pay_day?: number; start_date?: string } | undefined;
  return terms?.wage_minor ? { head, terms } : undefined;
}

/**
 * A hire's wage terms: the accepted agreement's monthly wage and pay day; without one, the
 * accepted offer's job salary as the salary guide reads its free text (monthly-salary.ts);
 * else none. In the job's country, currency and time zone.
 */
export async function wageTermsOf(postId: string, caregiverId: string): Promise<WageTerms> {
  const [{ job, code, currency }, accepted] = await Promise.all([
    jobTermsOf(postId),
    acceptedTerms(postId, caregiverId),
  ]);
  const country = accepted?.head.country ?? code;
  const base = {
    country,
    currency: accepted?.head.currency ?? currency,
    timeZone: timeZoneOfCode(country),
  };
  if (accepted)
    return {
      ...base,
      monthlyMinor: accepted.terms.wage_minor ?? null,
      payDay: accepted.terms.pay_day ?? null,
      startDate: accepted.terms.start_date ?? null,
      from: 'agreement',
    };
  const salary = job?.salary
    ? monthlySalaryOf(job.salary, countryByCode(country)?.countryName)
    : null;
  return {
    ...base,
    monthlyMinor:
      salary === null || !isCurrency(base.currency)
        ? null
        : salary * 10 ** minorUnitDigits[base.currency],
    payDay: null,
    startDate: null,
    from: salary === null ? 'none' : 'offer',
  };
}
