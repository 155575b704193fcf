import { namespace } from '../../i18n/namespace';
import english from './locales/en.json';

/** The contact-us screen's messages. */
export const { useT: useContactUsT } = namespace('contact-us', english);
