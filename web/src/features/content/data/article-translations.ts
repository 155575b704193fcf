import type { Locale } from '@core/i18n/locales';
import { articleBodies } from './articles';
import type { ArticleBody } from './types';

type BodyModule = { body: ArticleBody };
type BodyLoaders = Record<string, () => Promise<BodyModule>>;

/**
 * The advice articles' translated bodies: ./articles/<locale>/<slug>.ts, with the same shape as
 * the English ./articles/<slug>.ts. One literal glob per language (not one over all of them), so
 * each file stays its own lazy chunk and a reader fetches only the article in their language.
 */
const translatedBodies: Record<Exclude<Locale, 'en'>, BodyLoaders> = {
  fr: import.meta.glob<BodyModule>('./articles/fr/*.ts'),
  pt: import.meta.glob<BodyModule>('./articles/pt/*.ts'),
  sw: import.meta.glob<BodyModule>('./articles/sw/*.ts'),
  bem: import.meta.glob<BodyModule>('./articles/bem/*.ts'),
  ny: import.meta.glob<BodyModule>('./articles/ny/*.ts'),
};

/** The translated body of an article in a language, if that language has one. */
export const translatedBody = (
  slug: string,
  locale: Exclude<Locale, 'en'>,
): (() => Promise<BodyModule>) | undefined =>
  translatedBodies[locale][`./articles/${locale}/${slug}.ts`];

/**
 * Loads an article's body in the reader's language: the English one for English, or when the
 * language has no copy of that article yet (never a blank page). Undefined for an unknown slug.
 */
export function articleBodyLoader(
  slug: string,
  locale: Locale,
): (() => Promise<BodyModule>) | undefined {
  const english = articleBodies[slug];
  if (locale === 'en' || !english) return english;
  return translatedBody(slug, locale) ?? english;
}
