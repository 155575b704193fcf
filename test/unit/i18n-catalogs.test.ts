import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { locales } from '../../lambdas/core/i18n/locales';

const webSrc = join(import.meta.dirname, '../../web/src');
const core = join(import.meta.dirname, '../../lambdas/core');
const repo = join(import.meta.dirname, '../..');

/** Every folder holding a `locales/` catalogue directory: one namespace each. */
function namespaceFolders(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'node_modules')
    .flatMap((entry) =>
      entry.name === 'locales' ? [dir] : namespaceFolders(join(dir, entry.name)),
    );
}

const catalogOf = (folder: string, locale: string): Record<string, string> =>
  JSON.parse(readFileSync(join(folder, 'locales', `${locale}.json`), 'utf8'));

type Compiled = ReturnType<typeof compileMessage>;
/**
 * The ICU arguments a message fills, sorted: in Lingui's compiled form a placeholder is an
 * array [name] or [name, type, options], and a plural's or select's options hold messages.
 */
function argumentsOf(compiled: Compiled, into = new Set<string>()): string[] {
  if (!Array.isArray(compiled)) return [...into].sort();
  for (const part of compiled) {
    if (!Array.isArray(part)) continue;
    into.add(String(part[0]));
    const options = part[2];
    if (options && typeof options === 'object') {
      for (const inner of Object.values(options)) argumentsOf(inner as Compiled, into);
    }
  }
  return [...into].sort();
}

const webFolders = namespaceFolders(webSrc);
// Catalogues the API shares with the SPA (the notices both the inbox and e-mails say).
const folders = [...webFolders, ...namespaceFolders(core)];

describe('message catalogues', () => {
  it('exist, one namespace per folder, declared with the folder name', () => {
    expect(webFolders.length).toBeGreaterThan(0);
    for (const folder of webFolders) {
      const name = folder.split('/').at(-1);
      const declared = readFileSync(join(folder, 'i18n.ts'), 'utf8');
      expect(declared, relative(webSrc, folder)).toContain(`namespace('${name}'`);
    }
  });

  it.each(folders.map((folder) => [relative(repo, folder), folder]))(
    '%s: every language has every key, and nothing else',
    (_, folder) => {
      const english = Object.keys(catalogOf(folder, 'en')).sort();
      for (const locale of locales) {
        const keys = Object.keys(catalogOf(folder, locale)).sort();
        expect({ locale, missing: english.filter((key) => !keys.includes(key)) }).toEqual({
          locale,
          missing: [],
        });
        expect({ locale, extra: keys.filter((key) => !english.includes(key)) }).toEqual({
          locale,
          extra: [],
        });
      }
    },
  );

  it.each(folders.map((folder) => [relative(repo, folder), folder]))(
    '%s: every message is valid ICU, not empty, with the English placeholders',
    (_, folder) => {
      const english = catalogOf(folder, 'en');
      for (const locale of locales) {
        const catalog = catalogOf(folder, locale);
        for (const [key, message] of Object.entries(catalog)) {
          const where = `${locale} ${key}`;
          expect(message.trim(), where).not.toBe('');
          const compiled = compileMessage(message);
          expect(argumentsOf(compiled), where).toEqual(argumentsOf(compileMessage(english[key]!)));
        }
      }
    },
  );
});
