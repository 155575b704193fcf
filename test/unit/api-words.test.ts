import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { callerLocale, sayIn } from '../../lambdas/core/api-words/api-words.js';
import { words } from '../../lambdas/core/errors.js';
import { locales } from '../../lambdas/core/i18n/locales.js';
import { apiMessages, type ApiMessages } from '../support/api-messages.js';

const catalogues = join(import.meta.dirname, '../../lambdas/core/api-words/locales');
const catalogueOf = (locale: string): Record<string, string> =>
  JSON.parse(readFileSync(join(catalogues, `${locale}.json`), 'utf8'));

describe("the API's messages", () => {
  let found: ApiMessages;
  // One typed scan of lambdas/ (the TypeScript compiler over every file): slow, done once.
  beforeAll(() => {
    found = apiMessages();
  }, 180_000);

  it('are literal text or words(), so each can be translated', () => {
    expect(found.problems).toEqual([]);
    expect(found.messages.size).toBeGreaterThan(200);
  });

  it('each have a translation in every language, and the catalogue holds nothing else', () => {
    const english = catalogueOf('en');
    for (const locale of locales) {
      const catalogue = catalogueOf(locale);
      const missing = [...found.messages].filter((message) => !catalogue[message]);
      expect(missing, `${locale}.json lacks`).toEqual([]);
    }
    const stale = Object.keys(english).filter((key) => !found.messages.has(key));
    expect(stale, 'en.json keys no message says').toEqual([]);
    for (const [key, text] of Object.entries(english)) expect(text, key).toBe(key);
  });

  it('keep English templates to plain placeholders (English is filled without ICU)', () => {
    const templates = [...found.messages].filter((message) => message.includes('{'));
    expect(templates.length).toBeGreaterThan(0);
    for (const template of templates) expect(template).toMatch(/^([^{}]|\{\w+\})*$/);
  });
});

describe('sayIn', () => {
  it('translates fixed messages and templates with their values', () => {
    expect(sayIn('fr', 'Your cart is empty')).toBe(catalogueOf('fr')['Your cart is empty']);
    const cart = words('At most {max} of a package in one cart', { max: 10 });
    expect(sayIn('en', cart)).toBe('At most 10 of a package in one cart');
    for (const locale of locales.filter((one) => one !== 'en')) {
      expect(sayIn(locale, cart)).toContain('10');
      expect(sayIn(locale, cart)).not.toContain('{max}');
      expect(sayIn(locale, cart)).not.toBe(sayIn('en', cart));
    }
  });

  it('leaves a message the catalogue lacks in English', () => {
    expect(sayIn('fr', 'Not a message we know')).toBe('Not a message we know');
    expect(sayIn('bem', words('Not one we know: {n}', { n: 3 }))).toBe('Not one we know: 3');
  });
});

describe('callerLocale', () => {
  it('picks the first language we speak by weight, English otherwise', () => {
    expect(callerLocale('fr')).toBe('fr');
    expect(callerLocale('fr-CM,fr;q=0.9,en;q=0.8')).toBe('fr');
    expect(callerLocale('en;q=0.1, pt-BR;q=0.9')).toBe('pt');
    expect(callerLocale('de-DE, bem;q=0.5')).toBe('bem');
    expect(callerLocale('de, ja')).toBe('en');
    expect(callerLocale('*')).toBe('en');
    expect(callerLocale('fr;q=0')).toBe('en');
    expect(callerLocale(undefined)).toBe('en');
  });
});
