import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { categories, slugOf } from '../../lambdas/core/reference/categories';
import { positions } from '../../lambdas/core/reference/positions';
import { articleBodies, articles } from '../../web/src/features/content/data/articles';
import { AFFILIATE_ID, affiliateLink, courses } from '../../web/src/features/content/data/courses';
import { categoryImageAltKey, roleHighlights } from '../../web/src/features/content/data/services';
import contentEnglish from '../../web/src/i18n/content/locales/en.json';
import type { ArticleBody } from '../../web/src/features/content/data/types';

const publicDir = resolve(import.meta.dirname, '../../web/public');

const wordsOf = (body: ArticleBody) =>
  [body.intro, ...body.sections.flatMap((s) => [s.heading, ...s.blocks.flat()])]
    .join(' ')
    .split(/\s+/)
    .filter(Boolean).length;

describe('advice hub articles', () => {
  it('has at least 8 articles with unique kebab-case slugs, titles and summaries', () => {
    expect(articles.length).toBeGreaterThanOrEqual(8);
    const slugs = articles.map((a) => a.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const article of articles) {
      expect(article.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(article.title.trim()).not.toBe('');
      expect(article.summary.trim()).not.toBe('');
    }
  });

  it('has a body for every article (and none without an article), 300 to 600 words each', async () => {
    expect(Object.keys(articleBodies).sort()).toEqual(articles.map((a) => a.slug).sort());
    for (const { slug } of articles) {
      const { body } = await articleBodies[slug]!();
      expect(body.intro.trim(), slug).not.toBe('');
      expect(body.sections.length, slug).toBeGreaterThanOrEqual(3);
      for (const section of body.sections) {
        expect(section.heading.trim(), slug).not.toBe('');
        expect(section.blocks.length, `${slug}: ${section.heading}`).toBeGreaterThan(0);
        for (const block of section.blocks) expect(block.length, slug).toBeGreaterThan(0);
      }
      const words = wordsOf(body);
      expect(words, slug).toBeGreaterThanOrEqual(300);
      expect(words, slug).toBeLessThanOrEqual(600);
    }
  });

  it('names the minimum wage order without inventing a figure', async () => {
    const { body } = await articleBodies['fair-pay']!();
    const text = JSON.stringify(body);
    expect(text).toMatch(/current statutory order/);
    expect(text).not.toMatch(/\bK\s?\d|ZMW\s?\d|kwacha/i);
  });
});

describe('free courses', () => {
  it('lists seven courses, each an https link carrying the affiliate id', () => {
    expect(courses).toHaveLength(7);
    expect(new Set(courses.map((c) => c.url)).size).toBe(7);
    for (const course of courses) {
      const link = new URL(affiliateLink(course.url));
      expect(link.protocol, course.title).toBe('https:');
      expect(link.searchParams.get('ref'), course.title).toBe(AFFILIATE_ID);
      expect(link.searchParams.get('utm_source'), course.title).toBe(AFFILIATE_ID);
      expect(course.provider.trim()).not.toBe('');
    }
  });

  it('keeps a course link’s own parameters', () => {
    const link = new URL(affiliateLink('https://example.org/course?id=42'));
    expect(link.searchParams.get('id')).toBe('42');
    expect(link.searchParams.get('ref')).toBe(AFFILIATE_ID);
  });
});

describe('service category pictures and role hints', () => {
  it('gives every category an image file in web/public under 30 KB, and alt text', () => {
    for (const category of categories) {
      const file = resolve(publicDir, `.${category.image}`);
      expect(existsSync(file), category.image).toBe(true);
      expect(statSync(file).size, category.image).toBeLessThan(30 * 1024);
      const alt = (contentEnglish as Record<string, string>)[categoryImageAltKey(category.slug)];
      expect(alt?.trim(), category.slug).toBeTruthy();
    }
    const altKeys = Object.keys(contentEnglish).filter((key) => key.startsWith('alt.'));
    expect(altKeys.sort()).toEqual(categories.map((c) => categoryImageAltKey(c.slug)).sort());
  });

  it('keys the catalogue hints by real positions', () => {
    const positionSlugs = new Set(positions.map(slugOf));
    for (const slug of Object.keys(roleHighlights)) expect(positionSlugs).toContain(slug);
    expect(roleHighlights.governess?.join(' ')).toMatch(/three years/);
    expect(roleHighlights['maternity-nurse']?.join(' ')).toMatch(/24 hours/);
  });
});
