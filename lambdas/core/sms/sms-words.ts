import { serverNamespace } from '../i18n/server-namespace.js';
import { localeOf } from '../i18n/locales.js';
import bem from './locales/bem.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };
import fr from './locales/fr.json' with { type: 'json' };
import ny from './locales/ny.json' with { type: 'json' };
import pt from './locales/pt.json' with { type: 'json' };
import sw from './locales/sw.json' with { type: 'json' };

const words = serverNamespace<keyof typeof en>({ en, fr, pt, sw, bem, ny });

/** The texts' words in the reader's language (the one kept on their account; English when none). */
export const smsWords = (language?: string) => words.in(localeOf(language));
