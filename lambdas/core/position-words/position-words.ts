import { localeOf } from '../i18n/locales.js';
import { serverNamespace } from '../i18n/server-namespace.js';
import bem from './locales/bem.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };
import fr from './locales/fr.json' with { type: 'json' };
import ny from './locales/ny.json' with { type: 'json' };
import pt from './locales/pt.json' with { type: 'json' };
import sw from './locales/sw.json' with { type: 'json' };
import { positionKeyOf } from './position-keys.js';

const words = serverNamespace<keyof typeof en>({ en, fr, pt, sw, bem, ny });

/**
 * A position's name in the reader's language (the one kept on their account, English when
 * none is), for the e-mails and texts that say it; a value we do not list stays as it is.
 */
export function positionWords(language?: string): (position: string) => string {
  const t = words.in(localeOf(language));
  return (position) => {
    const key = positionKeyOf(position);
    return key ? t(key) : position;
  };
}
