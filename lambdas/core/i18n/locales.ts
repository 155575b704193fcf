/**
 * The languages the product speaks: English (the default), French, Portuguese and Swahili, and
 * Bemba and Nyanja for Zambia. Zod-free, so the SPA's first load can import it.
 */
export const locales = ['en', 'fr', 'pt', 'sw', 'bem', 'ny'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

/** Each language by its own name, as the language switch lists them. */
export const localeNames: Record<Locale, string> = {
  en: 'English',
  fr: 'Français',
  pt: 'Português',
  sw: 'Kiswahili',
  bem: 'Ichibemba',
  ny: 'Chinyanja',
};

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (locales as readonly string[]).includes(value);

/** A stored language as one we speak (English when none is kept or it is unknown). */
export const localeOf = (value: unknown): Locale => (isLocale(value) ? value : defaultLocale);

/** ISO 639-2 names some systems send instead of the two-letter ones. */
const aliases: Record<string, Locale> = { nya: 'ny', fra: 'fr', fre: 'fr', por: 'pt', swa: 'sw' };

/**
 * The first language we speak among BCP 47 tags in the reader's order of preference (a
 * browser's `navigator.languages`, an Accept-Language header): 'pt-BR' is Portuguese, 'sw-KE'
 * Swahili; English when none matches.
 */
export function matchLocale(tags: readonly string[]): Locale {
  for (const tag of tags) {
    const base = tag.trim().toLowerCase().split(/[-_;]/)[0] ?? '';
    if (isLocale(base)) return base;
    const alias = aliases[base];
    if (alias) return alias;
  }
  return defaultLocale;
}

/**
 * The locales Intl formats numbers, money and dates with. English writes the day first, as
 * across Africa ('en-GB': "24 Nov 2026", "ZMW 250.00"); CLDR has little data for Bemba and
 * Nyanja, so Zambian English (Kwacha as "K") follows them.
 */
export function formatLocales(locale: Locale): string[] {
  if (locale === 'en') return ['en-GB'];
  return locale === 'bem' || locale === 'ny' ? [locale, 'en-ZM'] : [locale];
}
