import { setupI18n, type Messages } from '@lingui/core';
import {
  defaultLocale,
  formatLocales,
  isLocale,
  matchLocale,
  type Locale,
} from '@core/i18n/locales';

/**
 * The SPA's one Lingui instance. Each namespace (a feature folder, or `app` for the shell)
 * keeps its catalogues in `<folder>/locales/<locale>.json`; the English one is bundled with the
 * namespace's code, the others are fetched when a reader's language needs them. Message ids
 * are `<namespace>:<key>`, so namespaces never collide.
 */
export const i18n = setupI18n({ locale: defaultLocale, messages: { [defaultLocale]: {} } });
i18n.activate(defaultLocale, formatLocales(defaultLocale));

type Catalog = Record<string, Messages[string]>;

const loaded = new Set<string>();
const loading = new Map<string, Promise<void>>();
const registered = new Set<string>();

const prefixed = (namespace: string, catalog: Catalog): Messages =>
  Object.fromEntries(Object.entries(catalog).map(([key, value]) => [`${namespace}:${key}`, value]));

/** A namespace's English messages, bundled with its code: known at once, never fetched. */
export function registerEnglish(namespace: string, english: Catalog) {
  if (registered.has(namespace)) return;
  registered.add(namespace);
  loaded.add(`${defaultLocale}/${namespace}`);
  i18n.load(defaultLocale, prefixed(namespace, english));
}

export const isLoaded = (locale: Locale, namespace: string) => loaded.has(`${locale}/${namespace}`);

/** Fetches a namespace's catalogue in a language once (the same promise for every caller). */
export function loadNamespace(locale: Locale, namespace: string): Promise<void> {
  const id = `${locale}/${namespace}`;
  if (loaded.has(id)) return Promise.resolve();
  let pending = loading.get(id);
  if (!pending) {
    pending = import('./catalog-files').then(async ({ catalogLoader }) => {
      const fetchIt = catalogLoader(namespace, locale);
      if (!fetchIt) throw new Error(`No ${locale} catalogue for ${namespace}`);
      i18n.load(locale, prefixed(namespace, await fetchIt()));
      loaded.add(id);
      loading.delete(id);
    });
    pending.catch(() => loading.delete(id));
    loading.set(id, pending);
  }
  return pending;
}

const STORAGE_KEY = 'language';

/** The reader's language: their last choice on this device, else their browser's. */
export function initialLocale(): Locale {
  if (typeof window === 'undefined') return defaultLocale;
  try {
    const chosen = window.localStorage.getItem(STORAGE_KEY);
    if (isLocale(chosen)) return chosen;
  } catch {
    // storage can be blocked (private mode): the browser's languages decide
  }
  return matchLocale(window.navigator.languages ?? [window.navigator.language]);
}

/**
 * Switches the whole app: every namespace in use is fetched in the new language first, so
 * no screen flashes keys or a loading state; then the switch is remembered on this device.
 */
export async function setLocale(locale: Locale) {
  await Promise.all([...registered].map((namespace) => loadNamespace(locale, namespace)));
  i18n.activate(locale, formatLocales(locale));
  document.documentElement.lang = locale;
  try {
    window.localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // not remembered on this device; the signed-in choice is still kept on the account
  }
}

export const currentLocale = () => i18n.locale as Locale;
