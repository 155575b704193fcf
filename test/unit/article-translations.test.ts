import { describe, expect, it } from 'vitest';
import { locales } from '../../lambdas/core/i18n/locales';
import {
  articleBodyLoader,
  translatedBody,
} from '../../web/src/features/content/data/article-translations';
import { articleBodies, articles } from '../../web/src/features/content/data/articles';
import type { ArticleBody, Block } from '../../web/src/features/content/data/types';

const languages = locales.filter((locale) => locale !== 'en');

/** An article's shape: its sections, each with its blocks as 'p' or a list's length. */
const shapeOf = (body: ArticleBody) =>
  body.sections.map((section) =>
    section.blocks.map((block: Block) => (typeof block === 'string' ? 'p' : block.length)),
  );

const textsOf = (body: ArticleBody): string[] => [
  body.intro,
  ...body.sections.flatMap((section) => [section.heading, ...section.blocks.flat()]),
];

/** Figures and official names that must come through a translation unchanged. */
const factsOf = (body: ArticleBody) => {
  const text = textsOf(body).join(' ');
  return [...(text.match(/\d+/g) ?? []), ...(text.match(/\b(NRC|NAPSA|NHIMA)\b/g) ?? [])].sort();
};

const present = languages.flatMap((locale) =>
  articles
    .filter(({ slug }) => translatedBody(slug, locale))
    .map(({ slug }) => ({ locale, slug, id: `${locale}/${slug}` })),
);

describe('advice article translations', () => {
  it('has every article in every language (lists the missing ones)', () => {
    const missing = languages.flatMap((locale) =>
      articles
        .filter(({ slug }) => !translatedBody(slug, locale))
        .map(({ slug }) => `${locale}/${slug}`),
    );
    expect(missing, `missing translations: ${missing.join(', ')}`).toEqual([]);
  });

  it.each(present)(
    '$id has the English structure, no empty text and the same facts',
    async ({ locale, slug }) => {
      const { body: english } = await articleBodies[slug]!();
      const { body } = await translatedBody(slug, locale)!();
      expect(shapeOf(body)).toEqual(shapeOf(english));
      for (const text of textsOf(body)) expect(text.trim(), `${locale}/${slug}`).not.toBe('');
      expect(new Set(textsOf(body).map((text) => text.trim())).size).toBe(textsOf(body).length);
      expect(factsOf(body)).toEqual(factsOf(english));
      if (slug === 'fair-pay') expect(JSON.stringify(body)).not.toMatch(/\bK\s?\d|ZMW\s?\d/);
    },
  );

  it('loads the reader’s language, and English for English or an unknown language file', async () => {
    for (const { slug } of articles) {
      expect(articleBodyLoader(slug, 'en')).toBe(articleBodies[slug]);
      for (const locale of languages) {
        expect(articleBodyLoader(slug, locale)).toBe(
          translatedBody(slug, locale) ?? articleBodies[slug],
        );
      }
    }
    expect(articleBodyLoader('no-such-article', 'bem')).toBeUndefined();
  });
});
