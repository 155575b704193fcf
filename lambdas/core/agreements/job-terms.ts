import { db } from '../db/service.js';
import { careCopy } from '../reference/category-content.js';
import { countryByName } from '../reference/countries.js';

/** How many duties the roles-and-duties reference lists for a position (0 when none). */
export const dutyCountOf = (position: string) =>
  (careCopy as Record<string, { duties: readonly string[] } | undefined>)[position]?.duties
    .length ?? 0;

/** The job's country (alpha-2) and currency, and a plain salary as minor units. */
export async function jobTermsOf(postId: string) {
  const job = (await db().entities.job.get({ post_id: postId }).go()).data;
  const country = countryByName(job?.currently_in ?? 'Zambia');
  const code = country?.countryCode ?? 'ZM';
  return { job, code, currency: country?.currencyCode || 'ZMW' };
}

/**
 * "1500", "K1,500", "ZMW 3000 per month" or "ZMW 1 500.00" read as minor units (150000 for
 * 1500); anything else (a range, a week's pay, "Negotiable") as unknown.
 */
export function plainSalary(salary: string | undefined): number | undefined {
  const digits = salary
    ?.replace(/^\s*(ZMW|ZK|K)\s*/i, '')
    .replace(/\s*(per|a|\/)\s*month\s*$/i, '')
    .replace(/[\s,]/g, '');
  if (!digits || !/^\d{1,9}(\.\d{1,2})?$/.test(digits)) return undefined;
  return Math.round(Number(digits) * 100);
}

/** The job's "Live in" / "Live out" as the agreement's terms say it. */
export const liveOf = (value: string | undefined) =>
  value === 'Live in'
    ? ('live-in' as const)
    : value === 'Live out'
      ? ('live-out' as const)
      : undefined;
