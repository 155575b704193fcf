import { namespace } from '../../i18n/namespace';
import english from './locales/en.json';

/** The conversations screens' messages. */
export const { t: tMessages, useT: useMessagesT } = namespace('messages', english);
