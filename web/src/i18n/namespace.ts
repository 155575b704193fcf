import type { MessageDescriptor } from '@lingui/core';
import { use, useSyncExternalStore } from 'react';
import type { Locale } from '@core/i18n/locales';
import { currentLocale, i18n, isLoaded, loadNamespace, registerEnglish } from './i18n';

type Values = NonNullable<MessageDescriptor['values']>;
/** Translates one key of a namespace, filling its ICU placeholders. */
export type Translate<Key extends string> = (key: Key, values?: Values) => string;

const subscribe = (onChange: () => void) => i18n.on('change', onChange);

/** The active language; components re-render when it changes. */
export const useLocale = (): Locale =>
  useSyncExternalStore(subscribe, currentLocale, currentLocale);

/**
 * A namespace of messages, declared once by the folder that owns it with its English
 * catalogue (which types the keys). `useT()` gives the component a translate function; a
 * language whose catalogue has not arrived yet suspends the component (the page's loading
 * state) until it has. `t` translates outside components.
 */
export function namespace<Catalog extends Record<string, string>>(name: string, english: Catalog) {
  registerEnglish(name, english);
  type Key = keyof Catalog & string;
  const t: Translate<Key> = (key, values) => i18n._(`${name}:${key}`, values);
  // One function per language: stable while the language stays, new when it changes, so
  // memoised values and effects that use it follow a switch.
  const perLocale = new Map<Locale, Translate<Key>>();
  function useT(): Translate<Key> {
    const locale = useLocale();
    if (!isLoaded(locale, name)) use(loadNamespace(locale, name));
    let translate = perLocale.get(locale);
    if (!translate) {
      translate = (key, values) => t(key, values);
      perLocale.set(locale, translate);
    }
    return translate;
  }
  return { t, useT };
}
