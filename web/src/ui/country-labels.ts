import { useMemo } from 'react';
import { formatLocales, type Locale } from '@core/i18n/locales';
import { countryNameOf, countryNames } from '@core/reference/country-names';
import { pricedCountryCodes } from '@core/reference/priced-countries';
import { useOwnCountry } from '../lib/own-country';
import { useLocale } from '../i18n/namespace';
import { optionKeyOf, useOptionLabel } from './option-labels';

/*
 * Countries in the reader's language, named by Intl from their ISO code. The VALUE stays the
 * reference's English name, which the API knows.
 */

const codeByCountryName = new Map(countryNames.map((c) => [c.countryName, c.countryCode]));

// One Intl.DisplayNames per language (building one loads locale data); reference names where
// Intl has none of its own (CLDR barely covers Bemba and Nyanja) and in English.
const regionNames = new Map<Locale, Intl.DisplayNames | null>();
function regionNamesIn(locale: Locale): Intl.DisplayNames | null {
  let names = regionNames.get(locale);
  if (names === undefined) {
    const ownNames = locale !== 'en' && locale !== 'bem' && locale !== 'ny';
    names = ownNames
      ? new Intl.DisplayNames(formatLocales(locale), { type: 'region', fallback: 'none' })
      : null;
    regionNames.set(locale, names);
  }
  return names;
}

/** A country's name in the reader's language, from the reference's English name. */
export function countryLabel(locale: Locale, name: string): string {
  const code = codeByCountryName.get(name);
  return (code && regionNamesIn(locale)?.of(code)) || name;
}

/**
 * The label function of a country select in the reader's language (a new one when it
 * changes): a country by its name, a "no preference" choice ("Any Country") by the catalogue.
 */
export function useCountryLabel(): (name: string) => string {
  const locale = useLocale();
  const optionLabel = useOptionLabel();
  return useMemo(
    () => (name: string) => (optionKeyOf(name) ? optionLabel(name) : countryLabel(locale, name)),
    [locale, optionLabel],
  );
}

const pricedNames = new Set(Object.values(pricedCountryCodes).map((code) => countryNameOf(code)!));

/**
 * Country names (the values) for a country select: the reader's own country first, then the
 * 13 priced countries (spec section 9's currencies), then the rest, each group sorted as the
 * reader's language sorts their labels ("Allemagne" under A in French). Bemba and Nyanja show
 * the English names, sorted by the collation Intl has for them (its root one where it has none).
 */
export function countryNamesIn(locale: Locale, own?: string): readonly string[] {
  const collator = new Intl.Collator(formatLocales(locale));
  const sorted = countryNames
    .map((country) => [countryLabel(locale, country.countryName), country.countryName] as const)
    .sort(([a], [b]) => collator.compare(a, b))
    .map(([, name]) => name)
    .filter((name) => name !== own);
  return [
    ...(own && codeByCountryName.has(own) ? [own] : []),
    ...sorted.filter((name) => pricedNames.has(name)),
    ...sorted.filter((name) => !pricedNames.has(name)),
  ];
}

/** The country select's values in the reader's order, with their own country first. */
export function useCountryNames(): readonly string[] {
  const locale = useLocale();
  const { account, visit } = useOwnCountry();
  const own = account ?? countryNameOf(visit);
  return useMemo(() => countryNamesIn(locale, own), [locale, own]);
}
