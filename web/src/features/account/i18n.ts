import { namespace } from '../../i18n/namespace';
import english from './locales/en.json';

/** The account settings screen's messages. */
export const { t: tAccount, useT: useAccountT } = namespace('account', english);
