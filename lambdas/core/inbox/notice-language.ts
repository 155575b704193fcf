import { serverNamespace } from '../i18n/server-namespace.js';
import bem from './notices/locales/bem.json' with { type: 'json' };
import en from './notices/locales/en.json' with { type: 'json' };
import fr from './notices/locales/fr.json' with { type: 'json' };
import ny from './notices/locales/ny.json' with { type: 'json' };
import pt from './notices/locales/pt.json' with { type: 'json' };
import sw from './notices/locales/sw.json' with { type: 'json' };

/** The notices' words in every language, for the e-mails the API sends. */
export const noticeWords = serverNamespace<keyof typeof en>({ en, fr, pt, sw, bem, ny });
