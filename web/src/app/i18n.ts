import { namespace } from '../i18n/namespace';
import english from './locales/en.json';

/** The shell's messages: header, footer, navigation and the shared states (web/src/ui). */
export const { t: tApp, useT: useAppT } = namespace('app', english);
