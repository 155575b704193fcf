import type { Messages } from '@lingui/core';

export type Catalog = Record<string, Messages[string]>;

/**
 * Every catalogue but the English ones, each its own chunk fetched on demand. A module of its
 * own, itself fetched only when a language other than English is needed: its map of ~150
 * chunk addresses would otherwise cost English readers ~3 KB gzip on their first load.
 */
export const otherCatalogs = import.meta.glob<Catalog>(
  [
    '/src/**/locales/*.json',
    '!/src/**/locales/en.json',
    // catalogues the API shares (the notices its e-mails and the inbox both say)
    '../../../lambdas/core/**/locales/*.json',
    '!../../../lambdas/core/**/locales/en.json',
  ],
  { import: 'default' },
);

/** The loader of one namespace's catalogue in one language, if there is one. */
export function catalogLoader(namespace: string, locale: string) {
  const file = Object.keys(otherCatalogs).find((path) =>
    path.endsWith(`/${namespace}/locales/${locale}.json`),
  );
  return file ? otherCatalogs[file] : undefined;
}
