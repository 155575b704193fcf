import { useMemo } from 'react';
import { formatLocales, type Locale } from '@core/i18n/locales';
import { countries } from '@core/reference/countries';
import { useLocale } from '../i18n/namespace';
import { optionKeyOf, useOptionLabel } from './option-labels';

/*
 * Countries in the reader's language, named by Intl from their ISO code. The VALUE stays the
 * reference's English name, which the API knows.
 */

const codeByCountryName = new Map(countries.map((c) => [c.countryName, c.countryCode]));

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

/**
 * Country names (the values) sorted as the reader's language sorts their labels ("Allemagne"
 * under A in French); the reference's English order where the labels are the English names.
 */
export function countryNamesIn(locale: Locale): readonly string[] {
  const names = countries.map((country) => country.countryName);
  if (!regionNamesIn(locale)) return names;
  const collator = new Intl.Collator(formatLocales(locale));
  const labelled = names.map((name) => [countryLabel(locale, name), name] as const);
  return labelled.sort(([a], [b]) => collator.compare(a, b)).map(([, name]) => name);
}

/** The country select's values in the reader's order (sorted once per language). */
export function useCountryNames(): readonly string[] {
  const locale = useLocale();
  return useMemo(() => countryNamesIn(locale), [locale]);
}
