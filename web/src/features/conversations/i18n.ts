import { namespace } from '../../i18n/namespace';
import english from './locales/en.json';

/**
 * The conversations screens' messages: named like the area in core and http; the screens'
 * title says Messages, the users' word.
 */
export const { useT: useConversationsT } = namespace('conversations', english);
