import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { formatLocales, locales, type Locale } from './locales.js';

export type MessageValues = Record<string, string | number>;
export type Translate<Key extends string = string> = (key: Key, values?: MessageValues) => string;

/**
 * A namespace of messages on the server (e-mails), the same ICU catalogues the SPA uses: one
 * Lingui instance holding every language, messages compiled as they are loaded (the SPA
 * compiles at build time instead). `in(locale)` translates into one language.
 */
export function serverNamespace<Key extends string>(catalogs: Record<Locale, Record<Key, string>>) {
  const i18n = setupI18n();
  i18n.setMessagesCompiler(compileMessage);
  for (const locale of locales) i18n.load(locale, catalogs[locale]);
  return {
    in:
      (locale: Locale): Translate<Key> =>
      (key, values) => {
        // Activating is a cheap switch; each call sets the language it renders in.
        if (i18n.locale !== locale) i18n.activate(locale, formatLocales(locale));
        return i18n._(key, values);
      },
  };
}
