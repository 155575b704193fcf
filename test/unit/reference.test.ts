import { describe, it, expect } from 'vitest';
import {
  categories,
  categoryBySlug,
  countries,
  countryByCode,
  countryByName,
  countryRegions,
  DEFAULT_LOCATION,
  localCurrencies,
  minorUnitDigits,
  packagePrices,
  PERSONALITY_TEST_PRICE,
  placeName,
  positions,
  priceFor,
  referralRewardMinor,
  regionsOf,
  serviceCategories,
  slugOf,
  townsOf,
  usdToMinor,
} from '../../lambdas/core/reference/index.js';

describe('countries', () => {
  it('lists every ISO country once, with well-formed fields', () => {
    expect(countries.length).toBeGreaterThanOrEqual(249);
    expect(new Set(countries.map((c) => c.countryCode)).size).toBe(countries.length);
    for (const c of countries) {
      expect(c.countryCode).toMatch(/^[A-Z]{2}$/);
      expect(c.dialCode).toMatch(/^\+\d{1,6}$/);
      if (c.currencyCode) expect(c.currencyCode).toMatch(/^[A-Z]{3}$/);
    }
  });

  it('has all 54 African states plus the African territories', () => {
    const african = countries.filter((c) => c.continentName === 'Africa');
    expect(african).toHaveLength(58);
    expect(african.every((c) => c.currencyCode && c.capital)).toBe(true);
  });

  it('has a country using every currency the spec lists', () => {
    const used = new Set(countries.map((c) => c.currencyCode));
    for (const currency of localCurrencies) expect(used, currency).toContain(currency);
  });

  it("gives Zambia +260 and ZMW, matching the app's default location", () => {
    const zambia = countryByCode('zm');
    expect(zambia).toMatchObject({ countryName: 'Zambia', dialCode: '+260', currencyCode: 'ZMW' });
    expect(zambia?.capital).toBe('Lusaka');
    expect(zambia?.dialCode).toBe(DEFAULT_LOCATION.phone_code);
    expect(countryByName(DEFAULT_LOCATION.currently_in)?.countryCode).toBe(DEFAULT_LOCATION.code);
  });

  it('finds countries by name regardless of case, accents and common aliases', () => {
    expect(countryByName('DR Congo')?.currencyCode).toBe('CDF');
    expect(countryByName('cote d’ivoire')?.countryCode).toBe('CI');
    expect(countryByName('The Gambia')?.dialCode).toBe('+220');
    expect(countryByName('Sierra Leone')?.currencyCode).toBe('SLE');
    expect(countryByName('Atlantis')).toBeUndefined();
    expect(countryByCode(undefined)).toBeUndefined();
  });
});

describe('regions', () => {
  it("returns Zambia's ten regions in the spec's order", () => {
    expect(regionsOf('Zambia')).toEqual([
      'Lusaka',
      'Cooperbelt',
      'Southern',
      'North-western',
      'Central',
      'Western',
      'Northern',
      'Muchinga',
      'Luapula',
      'Eastern',
    ]);
  });

  it('returns [] for an unknown country', () => {
    expect(regionsOf('Atlantis')).toEqual([]);
    expect(regionsOf('')).toEqual([]);
    expect(townsOf('Atlantis', 'Lusaka')).toEqual([]);
  });

  it("lists Zambia's towns by region", () => {
    expect(townsOf('Zambia', 'Cooperbelt')).toEqual(['Kitwe', 'Ndola']);
    expect(townsOf('Zambia', 'Southern')).toEqual(['Livingston', 'Choma', 'Chirundu']);
    expect(townsOf('Zambia', 'Nowhere')).toEqual([]);
  });

  it("shows the spec's two misspelt places as people write them, and every other as it is", () => {
    expect(placeName('Cooperbelt')).toBe('Copperbelt');
    expect(placeName('Livingston')).toBe('Livingstone');
    expect(placeName('Kitwe')).toBe('Kitwe');
    expect(placeName('Nairobi')).toBe('Nairobi');
  });

  it('covers every country whose currency the spec lists, with unique region names', () => {
    const covered = new Set(countryRegions.map((entry) => countryByCode(entry.code)?.currencyCode));
    for (const currency of localCurrencies) {
      expect(covered, currency).toContain(currency);
    }
    expect(regionsOf('Senegal')).toContain('Dakar');
    expect(regionsOf('Cameroon')).toContain('Littoral');
    for (const entry of countryRegions) {
      expect(countryByName(entry.country)?.countryCode).toBe(entry.code);
      const names = entry.regions.map((r) => r.name);
      expect(new Set(names).size, entry.country).toBe(names.length);
    }
    expect(regionsOf('Nigeria')).toHaveLength(37);
    expect(regionsOf('Kenya')).toHaveLength(47);
  });
});

describe('prices', () => {
  it('has the spec USD prices', () => {
    expect(priceFor('parent', 12, 'USD')).toMatchObject({ currency: 'USD', amountMinor: 6000 });
    expect(priceFor('parent', 1, 'USD').amountMinor).toBe(1000);
    expect(priceFor('childcarer', 1, 'USD')).toMatchObject({ amountMinor: 500, tier: 'Standard' });
    expect(priceFor('childcarer', 3, 'USD')).toMatchObject({ usd: 15, tier: 'Professional' });
    expect(priceFor('cook', 12, 'USD')).toMatchObject({ usd: 60, tier: 'Ultimate' });
  });

  it('falls back to USD when the table lacks the currency', () => {
    expect(priceFor('parent', 3, 'EUR')).toMatchObject({ currency: 'USD', amountMinor: 1500 });
    expect(priceFor('childcarer', 1, undefined).currency).toBe('USD');
    expect(priceFor('childcarer', 1, '').currency).toBe('USD');
  });

  it('prices every package in every local currency as positive integer minor units', () => {
    for (const currency of localCurrencies) {
      for (const audience of ['parent', 'caregiver'] as const) {
        const row = packagePrices[currency][audience];
        for (const months of [1, 3, 12] as const) {
          expect(Number.isInteger(row[months])).toBe(true);
          expect(row[months]).toBeGreaterThan(0);
          // whole major units: no stray cents
          expect(row[months] % 10 ** minorUnitDigits[currency]).toBe(0);
        }
        expect(row[1]).toBeLessThanOrEqual(row[3]);
        expect(row[3]).toBeLessThan(row[12]);
      }
    }
  });

  it('uses the local table for a listed currency (whole kwacha in ngwee)', () => {
    const zmw = priceFor('childcarer', 1, 'zmw');
    expect(zmw.currency).toBe('ZMW');
    expect(zmw.amountMinor).toBe(usdToMinor(5, 'ZMW'));
    expect(zmw.amountMinor % 100).toBe(0);
    expect(priceFor('parent', 1, 'RWF').amountMinor % 100).toBe(0);
  });

  it('keeps the personality test at ZMW 1 and referral rewards at 5%, capped at 10%', () => {
    expect(PERSONALITY_TEST_PRICE).toEqual({ currency: 'ZMW', amountMinor: 100 });
    expect(referralRewardMinor(6000)).toBe(300);
    expect(referralRewardMinor(6000, 10)).toBe(600);
    expect(referralRewardMinor(6000, 25)).toBe(600);
  });
});

describe('service categories', () => {
  it('has 22 categories; positions exclude Patient Meals and Custom Needs', () => {
    expect(categories).toHaveLength(22);
    expect(categories.map((c) => c.title)).toEqual([...serviceCategories]);
    expect(positions).toHaveLength(20);
    expect(positions).not.toContain('Patient Meals');
    expect(positions).not.toContain('Custom Needs');
  });

  it('gives every category a unique kebab-case slug and an image', () => {
    const slugs = categories.map((c) => c.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const c of categories) {
      expect(c.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(c.image).toBe(`/img/categories/${c.slug}.svg`);
      expect(categoryBySlug(c.slug)).toBe(c);
    }
    expect(slugOf('Nanny (Special needs)')).toBe('nanny-special-needs');
    expect(categoryBySlug('atlantis')).toBeUndefined();
  });

  it('shapes the two special categories as the spec says', () => {
    const meals = categoryBySlug('patient-meals');
    expect(meals?.kind).toBe('meals');
    expect(meals?.info).toEqual({ about: expect.any(String), pricing: expect.any(String) });
    const custom = categoryBySlug('custom-needs');
    expect(custom?.kind === 'contact' && custom.actionLabel).toBe('Contact us');
    expect(Object.keys(custom?.info ?? {})).toEqual(['about']);
    for (const c of categories) {
      if (c.kind === 'care') expect(c.info.duties.length).toBeGreaterThan(0);
    }
  });

  it('uses the catalogue hints', () => {
    const about = (slug: string) => categoryBySlug(slug)?.info.about ?? '';
    expect(about('governess')).toMatch(/three years/);
    expect(about('nanny')).toMatch(/birth to seven/);
    expect(about('nanny-housekeeper')).toMatch(/12/);
    const governess = categoryBySlug('governess');
    expect(governess?.kind === 'care' && governess.info.working_hours).toMatch(/8 to 10 hours/);
    const nurse = categoryBySlug('maternity-nurse');
    expect(nurse?.kind === 'care' && nurse.info.working_hours).toMatch(/24 hours/);
    expect(nurse?.kind === 'care' && nurse.info.salary).toMatch(
      /age, experience and qualifications/,
    );
  });
});

describe('landing-page figures', () => {
  it('are live counts: the reference keeps none of the spec’s hard-coded ones (docs/decisions/content-and-pages.md)', async () => {
    const reference: Record<string, unknown> =
      await import('../../lambdas/core/reference/index.js');
    const figures = Object.entries(reference).filter(
      ([name, value]) => value === 10073 || /BANNER|JOB_COUNT/.test(name),
    );
    expect(figures).toEqual([]);
  });
});
