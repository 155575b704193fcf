import { namespace } from '../../i18n/namespace';
import english from './locales/en.json';

/** The inbox screen's messages (the notices themselves are in notice-words.ts). */
export const { useT: useInboxT } = namespace('inbox', english);
