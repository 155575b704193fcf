import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import * as z from 'zod';
import { locales } from '../../lambdas/core/i18n/locales';

const repo = join(import.meta.dirname, '../..');
const i18nDir = join(repo, 'lambdas/core/i18n');
const translated = locales.filter((locale) => locale !== 'en');
const reviewedLocales = ['bem', 'ny'] as const;

const source = z.string().min(1);
const glossarySchema = z.strictObject({
  about: z.string(),
  sources: z.record(z.string(), z.strictObject({ title: z.string(), url: z.url().optional() })),
  terms: z.array(
    z.strictObject({
      id: z.string(),
      en: z.string(),
      languages: z.record(
        z.string(),
        z.union([
          z.strictObject({
            term: z.string(),
            matches: z.string(),
            source,
            forbidden: z
              .array(z.strictObject({ pattern: z.string(), why: z.string(), source }))
              .optional(),
          }),
          // No term a source confirms (Bemba or Nyanja): its strings wait for native review.
          z.strictObject({ term: z.null(), why: z.string() }),
        ]),
      ),
      exceptions: z.record(z.string(), z.array(z.string())).optional(),
    }),
  ),
});
const glossary = glossarySchema.parse(
  JSON.parse(readFileSync(join(i18nDir, 'glossary.json'), 'utf8')),
);

const reviewSchema = z.strictObject({
  about: z.string(),
  pending: z.record(z.enum(reviewedLocales), z.array(z.string())),
  reviewed: z.record(
    z.enum(reviewedLocales),
    z.record(z.string(), z.strictObject({ by: z.string().min(1), text: z.string().length(12) })),
  ),
});
const review = reviewSchema.parse(
  JSON.parse(readFileSync(join(i18nDir, 'native-review.json'), 'utf8')),
);

/** Every folder holding a `locales/` catalogue directory, named as its namespace. */
function namespaceFolders(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'node_modules')
    .flatMap((entry) =>
      entry.name === 'locales' ? [dir] : namespaceFolders(join(dir, entry.name)),
    );
}
const folders = [
  ...namespaceFolders(join(repo, 'web/src')),
  ...namespaceFolders(join(repo, 'lambdas/core')),
];

/** Every message of every catalogue in one language, as "namespace:key" -> text. */
function messagesIn(locale: string): Map<string, string> {
  const messages = new Map<string, string>();
  for (const folder of folders) {
    const catalog = JSON.parse(
      readFileSync(join(folder, 'locales', `${locale}.json`), 'utf8'),
    ) as Record<string, string>;
    for (const [key, text] of Object.entries(catalog))
      messages.set(`${folder.split('/').at(-1)}:${key}`, text);
  }
  return messages;
}

/** The articles written in one language (web/src/features/content/data/articles/<lang>). */
function articlesIn(locale: string): Map<string, string> {
  const dir = join(repo, 'web/src/features/content/data/articles', locale);
  return new Map(
    readdirSync(dir).map((file) => [`articles:${file}`, readFileSync(join(dir, file), 'utf8')]),
  );
}

type Compiled = ReturnType<typeof compileMessage>;
/** The words a reader sees: a placeholder's name ({cook}) and a select's keys are not. */
function shown(compiled: Compiled): string {
  if (!Array.isArray(compiled)) return String(compiled);
  return compiled
    .map((part) => {
      if (!Array.isArray(part)) return String(part);
      const options = part[2];
      return options && typeof options === 'object'
        ? Object.values(options)
            .map((inner) => shown(inner as Compiled))
            .join(' ')
        : '';
    })
    .join('');
}
const words = (text: string) => {
  try {
    return shown(compileMessage(text));
  } catch {
    return text; // an article's source, not a message
  }
};
const pattern = (source: string) => new RegExp(source, 'iu');
/** What a reviewer records: the first 12 hex digits of the text's SHA-256. */
const fingerprint = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 12);

const english = messagesIn('en');

describe('the glossary of key words', () => {
  it('gives every term, in every language, a source it names (or says why none)', () => {
    for (const term of glossary.terms)
      for (const locale of translated) {
        const entry = term.languages[locale];
        expect(entry, `${term.id} ${locale}`).toBeDefined();
        if (entry?.term === null) {
          expect(reviewedLocales, `${term.id} ${locale}`).toContain(locale);
          continue;
        }
        for (const id of [entry!.source, ...(entry!.forbidden ?? []).map((f) => f.source)])
          expect(Object.keys(glossary.sources), `${term.id} ${locale}`).toContain(id);
      }
  });

  it.each(translated)('%s: no catalogue or article says a forbidden word', (locale) => {
    const texts = new Map([...messagesIn(locale), ...articlesIn(locale)]);
    const said: string[] = [];
    for (const term of glossary.terms) {
      const entry = term.languages[locale];
      for (const forbidden of (entry && 'forbidden' in entry && entry.forbidden) || [])
        for (const [key, text] of texts)
          if (pattern(forbidden.pattern).test(words(text)))
            said.push(`${key}: ${forbidden.why} (${text})`);
    }
    expect(said).toEqual([]);
  });

  it.each(translated)(
    '%s: where the English says a key word, the glossary term is said',
    (locale) => {
      const messages = messagesIn(locale);
      const missing: string[] = [];
      const staleExceptions: string[] = [];
      for (const term of glossary.terms) {
        const entry = term.languages[locale];
        if (!entry || entry.term === null) continue;
        const exceptions = new Set(term.exceptions?.[locale] ?? []);
        for (const [key, text] of english) {
          if (!pattern(term.en).test(words(text))) continue;
          const said = pattern(entry.matches).test(words(messages.get(key) ?? ''));
          if (exceptions.has(key)) {
            if (said) staleExceptions.push(`${term.id} ${key}`);
            exceptions.delete(key);
          } else if (!said) missing.push(`${term.id} (${entry.term}) ${key}: ${messages.get(key)}`);
        }
        staleExceptions.push(
          ...[...exceptions].map((key) => `${term.id} ${key} (no such message)`),
        );
      }
      expect({ missing, staleExceptions }).toEqual({ missing: [], staleExceptions: [] });
    },
  );
});

describe('Bemba and Nyanja strings no source confirms wait for native review', () => {
  it.each(reviewedLocales)('%s: every string is pending or reviewed as it now reads', (locale) => {
    const texts = new Map([...messagesIn(locale), ...articlesIn(locale)]);
    const pending = new Set(review.pending[locale]);
    const reviewed = review.reviewed[locale] ?? {};
    const unmarked: string[] = [];
    const changedSinceReview: string[] = [];
    for (const [key, text] of texts) {
      const done = reviewed[key];
      if (done && done.text !== fingerprint(text))
        changedSinceReview.push(`${key}: reviewed as ${done.text}, now ${fingerprint(text)}`);
      if (!done && !pending.has(key)) unmarked.push(key);
    }
    const stale = [...pending, ...Object.keys(reviewed)].filter((key) => !texts.has(key));
    const both = Object.keys(reviewed).filter((key) => pending.has(key));
    expect({ unmarked, changedSinceReview, stale, both }).toEqual({
      unmarked: [],
      changedSinceReview: [],
      stale: [],
      both: [],
    });
  });
});
