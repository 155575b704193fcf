import { namespace } from '../../i18n/namespace';
import english from './locales/en.json';

/** The contact history screen's messages. */
export const { useT: useContactsT } = namespace('contacts', english);
