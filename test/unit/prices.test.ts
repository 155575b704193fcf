import { describe, expect, it } from 'vitest';
import { packagesFor } from '../../lambdas/core/payments/packages.js';
import { commissionStatus } from '../../lambdas/core/referrals/commission.js';
import {
  ACCREDITED_AFFILIATE_MAX_PERCENT,
  featuredPeriods,
  featuredPriceFor,
  localCurrencies,
  minorUnitDigits,
  otherTiersUsd,
  packageMonths,
  priceCurrencyFor,
  priceFor,
  REFERRAL_HOLD_DAYS,
  referralRewardMinor,
  toMajorUnits,
  type PayingUserType,
} from '../../lambdas/core/reference/prices.js';

/** Spec section 9's local currencies, written out so a dropped one fails here. */
const specCurrencies = [
  'ZMW',
  'KES',
  'RWF',
  'UGX',
  'GHS',
  'TZS',
  'XAF',
  'XOF',
  'SLE',
  'CDF',
  'NGN',
  'MZN',
  'MWK',
];
const payers: PayingUserType[] = ['parent', 'childcarer', 'cook'];
const whole = (amountMinor: number, currency: keyof typeof minorUnitDigits) =>
  Number.isInteger(amountMinor) &&
  amountMinor > 0 &&
  amountMinor % 10 ** minorUnitDigits[currency] === 0;

describe('prices per currency', () => {
  it('lists every currency of spec section 9', () => {
    expect([...localCurrencies].sort()).toEqual([...specCurrencies].sort());
  });

  it('prices every package and featured period in whole local amounts in every currency', () => {
    for (const currency of localCurrencies) {
      for (const payer of payers) {
        for (const months of packageMonths) {
          const price = priceFor(payer, months, currency);
          expect(price.currency).toBe(currency);
          expect(whole(price.amountMinor, currency), `${payer} ${months} ${currency}`).toBe(true);
        }
      }
      for (const period of featuredPeriods) {
        const price = featuredPriceFor(period, currency);
        expect(price.currency).toBe(currency);
        expect(whole(price.amountMinor, currency), `${period.id} ${currency}`).toBe(true);
      }
    }
  });

  it('gives the other tiers their meaning: featured periods at USD 3, 20, 50, 150', () => {
    expect(otherTiersUsd).toEqual([3, 20, 50, 150]);
    expect(featuredPeriods.map((p) => p.label)).toEqual([
      '1 week',
      '1 month',
      '3 months',
      '12 months',
    ]);
    expect(featuredPeriods.map((p) => featuredPriceFor(p, 'USD').amountMinor)).toEqual([
      300, 2000, 5000, 15000,
    ]);
  });

  it.each(['EUR', '', undefined, null, 'usd', 'XYZ'])('falls back to USD for %j', (currency) => {
    expect(priceCurrencyFor(currency)).toBe('USD');
    expect(priceFor('parent', 1, currency)).toMatchObject({ currency: 'USD', amountMinor: 1000 });
    expect(featuredPriceFor(featuredPeriods[0]!, currency)).toEqual({
      currency: 'USD',
      amountMinor: 300,
      usd: 3,
    });
  });

  it('charges ZMW as the table says (25 kwacha a dollar, whole kwacha)', () => {
    const zmw = (payer: PayingUserType) =>
      packageMonths.map((m) => toMajorUnits(priceFor(payer, m, 'ZMW').amountMinor, 'ZMW'));
    expect(zmw('parent')).toEqual([250, 375, 1500]);
    expect(zmw('childcarer')).toEqual([125, 375, 1500]);
    expect(zmw('cook')).toEqual([125, 375, 1500]);
    expect(featuredPeriods.map((p) => featuredPriceFor(p, 'ZMW').amountMinor)).toEqual([
      7500, 50000, 125000, 375000,
    ]);
  });

  it('keeps amounts without minor units as they are (RWF)', () => {
    expect(priceFor('parent', 1, 'RWF').amountMinor).toBe(14300);
    expect(toMajorUnits(14300, 'RWF')).toBe(14300);
  });
});

describe('the packages of each user type', () => {
  it('gives parents the three parent packages', () => {
    const { currency, packages } = packagesFor('parent', 'ZMW');
    expect(currency).toBe('ZMW');
    expect(packages.map((p) => p.id)).toEqual(['parent-1m', 'parent-3m', 'parent-12m']);
    expect(packages[0]).toEqual({
      id: 'parent-1m',
      kind: 'parent',
      title: 'Standard, 1 month',
      gives: 'Contact caregivers and publish jobs without limit for 1 month.',
      currency: 'ZMW',
      amountMinor: 25000,
      usd: 10,
    });
  });

  it('gives caregivers and cooks the caregiver packages and the featured periods', () => {
    for (const payer of ['childcarer', 'cook'] as const) {
      const { packages } = packagesFor(payer, 'KES');
      expect(packages.map((p) => p.id)).toEqual([
        'caregiver-1m',
        'caregiver-3m',
        'caregiver-12m',
        'featured-1w',
        'featured-1m',
        'featured-3m',
        'featured-12m',
        'personality-test',
      ]);
      expect(packages.every((p) => p.currency === 'KES')).toBe(true);
      expect(packages[2]).toMatchObject({
        title: 'Ultimate, 12 months',
        gives: 'Apply to as many jobs as you like for 12 months.',
      });
      expect(packages[3]).toMatchObject({
        kind: 'featured',
        title: 'Featured, 1 week',
        gives: 'Your profile first in search results for 1 week.',
      });
    }
  });
});

describe('referral commission', () => {
  it('is 5 percent, at most 10, rounded down to a whole minor unit', () => {
    expect(referralRewardMinor(25_000)).toBe(1_250);
    expect(referralRewardMinor(25_099, ACCREDITED_AFFILIATE_MAX_PERCENT)).toBe(2_509);
    expect(referralRewardMinor(25_000, 50)).toBe(2_500);
  });

  it('is pending through the hold period, then payable', () => {
    const earnedAt = Date.UTC(2026, 10, 1);
    const payableAt = earnedAt + REFERRAL_HOLD_DAYS * 86_400_000;
    expect(commissionStatus(payableAt, earnedAt)).toBe('pending');
    expect(commissionStatus(payableAt, payableAt - 1)).toBe('pending');
    expect(commissionStatus(payableAt, payableAt)).toBe('payable');
  });
});
