import { englishOf, type Message, type Words } from '../errors.js';
import { matchLocale, type Locale } from '../i18n/locales.js';
import { serverNamespace } from '../i18n/server-namespace.js';
import bem from './locales/bem.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };
import fr from './locales/fr.json' with { type: 'json' };
import ny from './locales/ny.json' with { type: 'json' };
import pt from './locales/pt.json' with { type: 'json' };
import sw from './locales/sw.json' with { type: 'json' };

// Keyed by the English message (gettext-style): the English catalogue maps each to itself.
const catalogue = serverNamespace<string>({ en, fr, pt, sw, bem, ny });
const known = new Set(Object.keys(en));

/**
 * The caller's language from Accept-Language ("fr-CM, fr;q=0.9, en;q=0.8"): the first we speak
 * by the weights sent; English without the header or when none matches.
 */
export function callerLocale(acceptLanguage: string | undefined): Locale {
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.split(';');
      const weight = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
      return { tag, q: weight ? Number(weight.slice(2)) : 1 };
    })
    .filter(({ q }) => q > 0)
    .sort((a, b) => b.q - a.q);
  return matchLocale(ranked.map(({ tag }) => tag));
}

/** A message as said: text, or words with values (errors.ts), not any other object. */
export const isMessage = (value: unknown): value is Message =>
  typeof value === 'string' ||
  (typeof value === 'object' &&
    value !== null &&
    typeof (value as Partial<Words>).template === 'string' &&
    typeof (value as Partial<Words>).values === 'object');

/**
 * An API message in the caller's language. A message the catalogue lacks stays English (the
 * completeness test, test/unit/api-words.test.ts, keeps that from shipping).
 */
export function sayIn(locale: Locale, message: Message): string {
  const key = typeof message === 'string' ? message : message.template;
  if (locale === 'en' || !known.has(key)) return englishOf(message);
  return catalogue.in(locale)(key, typeof message === 'string' ? undefined : { ...message.values });
}
