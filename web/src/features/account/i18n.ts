import { namespace } from '../../i18n/namespace';
import english from './locales/en.json';

/** The account settings screen's messages. */
export const { useT: useAccountT } = namespace('account', english);
