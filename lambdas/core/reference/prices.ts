/**
 * Package prices (spec section 9). USD is the base; local prices are derived once, at load,
 * from the fixed rate table below and rounded to a price step people expect to see.
 *
 * Amounts are integers in the currency's MINOR unit (ISO 4217 exponent): USD 5 is 500 cents,
 * ZMW 125 is 12 500 ngwee, RWF 7 200 is 7 200 (RWF has no minor unit). Never store floats.
 *
 * The rates are approximate market rates chosen by hand; admins review them (and the steps)
 * and change this table, which moves every local price with it. Payment code must charge the
 * amount returned here, not recompute it.
 */
import * as z from 'zod';
import { minorUnitDigits as currencyExponents, toMajorUnits } from './currencies.js';
import { BASE_CURRENCY, localCurrencies, type LocalCurrency } from './priced-countries.js';

export {
  BASE_CURRENCY,
  localCurrencies,
  pricedCountryCodes,
  type LocalCurrency,
} from './priced-countries.js';
export type PriceCurrency = typeof BASE_CURRENCY | LocalCurrency;
/** USD first, then the local currencies. */
export const priceCurrencies = [BASE_CURRENCY, ...localCurrencies] as const;
export const priceCurrencySchema = z.enum(priceCurrencies);

/** ISO 4217 exponent of every priced currency (the table is the payment port's: it converts). */
export const minorUnitDigits: Readonly<Record<PriceCurrency, 0 | 2>> = currencyExponents;

/** Units of the local currency per 1 USD, and the rounding step in major units. */
export const usdExchangeRates: Readonly<Record<LocalCurrency, { perUsd: number; step: number }>> = {
  ZMW: { perUsd: 25, step: 1 },
  KES: { perUsd: 129, step: 10 },
  RWF: { perUsd: 1430, step: 100 },
  UGX: { perUsd: 3600, step: 500 },
  GHS: { perUsd: 12, step: 1 },
  TZS: { perUsd: 2500, step: 500 },
  XAF: { perUsd: 570, step: 50 },
  XOF: { perUsd: 570, step: 50 },
  SLE: { perUsd: 23, step: 1 },
  CDF: { perUsd: 2850, step: 100 },
  NGN: { perUsd: 1500, step: 100 },
  MZN: { perUsd: 64, step: 5 },
  MWK: { perUsd: 1750, step: 100 },
};

export type PackageMonths = 1 | 3 | 12;
export const packageMonths: readonly PackageMonths[] = [1, 3, 12];
export const packageMonthsSchema = z.union([z.literal(1), z.literal(3), z.literal(12)]);
export type PackageTier = 'Standard' | 'Professional' | 'Ultimate';
/** The spec names the caregiver tiers; parent packages use the same names. */
export const packageTiers: Readonly<Record<PackageMonths, PackageTier>> = {
  1: 'Standard',
  3: 'Professional',
  12: 'Ultimate',
};

export type PayingUserType = 'parent' | 'childcarer' | 'cook';
export type Audience = 'parent' | 'caregiver';
/** Cooks are caregivers for pricing: they buy the caregiver packages. */
export const audienceOf = (userType: PayingUserType): Audience =>
  userType === 'parent' ? 'parent' : 'caregiver';

/** Package prices in whole US dollars. */
export const packagePricesUsd: Readonly<Record<Audience, Readonly<Record<PackageMonths, number>>>> =
  {
    caregiver: { 1: 5, 3: 15, 12: 60 },
    parent: { 1: 10, 3: 15, 12: 60 },
  };

/**
 * The spec's "other tiers" (USD 3, 20, 50, 150) are featured placement periods for caregivers
 * (docs/decisions/payments-and-packages.md): their profile comes first in search until the period
 * ends.
 */
export type FeaturedPeriodId = '1w' | '1m' | '3m' | '12m';
export interface FeaturedPeriod {
  id: FeaturedPeriodId;
  /** How long it lasts, as people say it ('1 week', '3 months'). */
  label: string;
  days?: number;
  months?: number;
  usd: number;
}
export const featuredPeriods: readonly FeaturedPeriod[] = [
  { id: '1w', label: '1 week', days: 7, usd: 3 },
  { id: '1m', label: '1 month', months: 1, usd: 20 },
  { id: '3m', label: '3 months', months: 3, usd: 50 },
  { id: '12m', label: '12 months', months: 12, usd: 150 },
];
/** The spec's list of other tiers, in whole US dollars. */
export const otherTiersUsd = featuredPeriods.map((period) => period.usd);

/** A whole-dollar USD amount in the currency's minor units, rounded to its price step. */
export const usdToMinor = (usd: number, currency: PriceCurrency): number => {
  const scale = 10 ** minorUnitDigits[currency];
  if (currency === BASE_CURRENCY) return Math.round(usd * scale);
  const { perUsd, step } = usdExchangeRates[currency];
  const major = Math.max(step, Math.round((usd * perUsd) / step) * step);
  return major * scale;
};

const localTable = (currency: PriceCurrency) => {
  const row = (audience: Audience) => {
    const usd = packagePricesUsd[audience];
    return {
      1: usdToMinor(usd[1], currency),
      3: usdToMinor(usd[3], currency),
      12: usdToMinor(usd[12], currency),
    };
  };
  return { caregiver: row('caregiver'), parent: row('parent') };
};

/** Minor-unit price of every package in every currency, USD included. */
export const packagePrices: Readonly<
  Record<PriceCurrency, Record<Audience, Record<PackageMonths, number>>>
> = Object.fromEntries(priceCurrencies.map((c) => [c, localTable(c)])) as Record<
  PriceCurrency,
  Record<Audience, Record<PackageMonths, number>>
>;

export const isPriceCurrency = (value: string | null | undefined): value is PriceCurrency =>
  value != null && Object.hasOwn(packagePrices, value);

/** The currency prices are shown and charged in: the user's own, else USD (spec section 9). */
export const priceCurrencyFor = (currency: string | null | undefined): PriceCurrency => {
  const wanted = currency?.trim().toUpperCase();
  return isPriceCurrency(wanted) ? wanted : BASE_CURRENCY;
};

/** Minor-unit price of every featured period in every currency, USD included. */
export const featuredPrices: Readonly<Record<PriceCurrency, Record<FeaturedPeriodId, number>>> =
  Object.fromEntries(
    priceCurrencies.map((c) => [
      c,
      Object.fromEntries(featuredPeriods.map((p) => [p.id, usdToMinor(p.usd, c)])),
    ]),
  ) as Record<PriceCurrency, Record<FeaturedPeriodId, number>>;

export interface Price {
  currency: PriceCurrency;
  /** Integer, in the currency's minor unit. */
  amountMinor: number;
  usd: number;
  months: PackageMonths;
  tier: PackageTier;
}

/**
 * The price of a package in the given currency; falls back to USD when the table lacks it
 * (spec section 9), so the caller must read `currency` from the result.
 */
export const priceFor = (
  userType: PayingUserType,
  months: PackageMonths,
  currency: string | null | undefined,
): Price => {
  const chosen = priceCurrencyFor(currency);
  const audience = audienceOf(userType);
  return {
    currency: chosen,
    amountMinor: packagePrices[chosen][audience][months],
    usd: packagePricesUsd[audience][months],
    months,
    tier: packageTiers[months],
  };
};

/** The price of a featured period in the given currency, with the same USD fallback. */
export const featuredPriceFor = (period: FeaturedPeriod, currency: string | null | undefined) => {
  const chosen = priceCurrencyFor(currency);
  return { currency: chosen, amountMinor: featuredPrices[chosen][period.id], usd: period.usd };
};

/** Minor units back to a major-unit number for display (12500 ZMW minor -> 125). */
export { toMajorUnits };

/** The personality test costs ZMW 1 (spec section 9), i.e. 100 ngwee. */
export const PERSONALITY_TEST_PRICE = { currency: 'ZMW', amountMinor: 100 } as const;

/**
 * The test elsewhere costs ZMW 1 converted at the rates above (through USD), rounded UP so it is
 * never cheaper than in Zambia: to a whole unit of a local currency (KES 6, NGN 60), to a whole
 * cent in USD, the fallback (USD 0.04). Not the package price steps: those would make it cost up to
 * five times as much (docs/decisions/profiles.md, "Personality test price outside Zambia").
 */
export const personalityTestPrices: Readonly<Record<PriceCurrency, number>> = Object.fromEntries(
  priceCurrencies.map((currency) => {
    const zmw = toMajorUnits(PERSONALITY_TEST_PRICE.amountMinor, 'ZMW');
    const usd = zmw / usdExchangeRates.ZMW.perUsd;
    const scale = 10 ** minorUnitDigits[currency];
    // Rounded to a millionth first, so float noise never pushes a whole amount up one more.
    const up = (value: number) => Math.ceil(Math.round(value * 1e6) / 1e6);
    if (currency === 'ZMW') return [currency, PERSONALITY_TEST_PRICE.amountMinor];
    if (currency === BASE_CURRENCY) return [currency, up(usd * scale)];
    return [currency, up(usd * usdExchangeRates[currency].perUsd) * scale];
  }),
) as Record<PriceCurrency, number>;

/** The personality test's price in the given currency, with the same USD fallback. */
export const personalityTestPriceFor = (currency: string | null | undefined) => {
  const chosen = priceCurrencyFor(currency);
  const amountMinor = personalityTestPrices[chosen];
  const usd = toMajorUnits(PERSONALITY_TEST_PRICE.amountMinor, 'ZMW') / usdExchangeRates.ZMW.perUsd;
  return { currency: chosen, amountMinor, usd };
};

/** Referral reward: 5% of the referred user's first purchase (spec section 9). */
export const REFERRAL_PERCENT = 5;
/** Accredited affiliates may be granted up to 10%. */
export const ACCREDITED_AFFILIATE_MAX_PERCENT = 10;
/** A commission stays pending this long (the refund window), then it is payable. */
export const REFERRAL_HOLD_DAYS = 14;

/** Reward in minor units for a first purchase, rounded down; percent is clamped to 0..10. */
export const referralRewardMinor = (
  firstPurchaseMinor: number,
  percent: number = REFERRAL_PERCENT,
): number => {
  const p = Math.min(Math.max(percent, 0), ACCREDITED_AFFILIATE_MAX_PERCENT);
  return Math.floor((firstPurchaseMinor * p) / 100);
};
