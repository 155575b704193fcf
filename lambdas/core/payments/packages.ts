import type { UserActor } from '../actor.js';
import { forbidden } from '../errors.js';
import {
  audienceOf,
  featuredPeriods,
  featuredPriceFor,
  packageMonths,
  packageTiers,
  personalityTestPriceFor,
  priceCurrencyFor,
  priceFor,
  type PayingUserType,
  type PriceCurrency,
} from '../reference/prices.js';
import { users } from '../users/users.js';
import { entitlements } from './entitlements.js';
import type { PackageItem, PackagesAnswer } from './package-schemas.js';

/** The package that buys one attempt at the personality test (caregivers only). */
export const PERSONALITY_TEST_PACKAGE = 'personality-test';

const monthsLabel = (months: number) => (months === 1 ? '1 month' : `${months} months`);
const gives = {
  parent: (period: string) => `Contact caregivers and publish jobs without limit for ${period}.`,
  caregiver: (period: string) => `Apply to as many jobs as you like for ${period}.`,
  featured: (period: string) => `Your profile first in search results for ${period}.`,
};

/** The packages a user type may buy, priced in `currency` (USD when the table lacks it). */
export function packagesFor(userType: PayingUserType, currency: string | undefined) {
  const audience = audienceOf(userType);
  const chosen: PriceCurrency = priceCurrencyFor(currency);
  const packages: PackageItem[] = packageMonths.map((months) => {
    const price = priceFor(userType, months, chosen);
    return {
      id: `${audience}-${months}m`,
      kind: audience,
      title: `${packageTiers[months]}, ${monthsLabel(months)}`,
      gives: gives[audience](monthsLabel(months)),
      currency: price.currency,
      amountMinor: price.amountMinor,
      usd: price.usd,
    };
  });
  if (audience === 'caregiver') {
    for (const period of featuredPeriods) {
      packages.push({
        id: `featured-${period.id}`,
        kind: 'featured',
        title: `Featured, ${period.label}`,
        gives: gives.featured(period.label),
        ...featuredPriceFor(period, chosen),
      });
    }
    packages.push({
      id: PERSONALITY_TEST_PACKAGE,
      kind: 'personality',
      title: 'Personality test',
      gives: 'One attempt at the personality test; the result shows on your public profile.',
      ...personalityTestPriceFor(chosen),
    });
  }
  return { currency: chosen, packages };
}

/** The caller's packages in the currency of its profile's country, and its package's end. */
export async function myPackages(actor: UserActor, now: number): Promise<PackagesAnswer> {
  const user = await users.require(actor.uid);
  const userType = user.user_type;
  if (userType !== 'parent' && userType !== 'childcarer' && userType !== 'cook')
    throw forbidden('Only parents and caregivers buy packages');
  const { currency, packages } = packagesFor(userType, user.currency);
  const until = await entitlements.until(actor.uid, audienceOf(userType), now);
  const featured = user.featured && user.featured > now ? user.featured : null;
  return { currency, packages, until, featured };
}
