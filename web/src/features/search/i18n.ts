import { namespace } from '../../i18n/namespace';
import english from './locales/en.json';

/** The find-a-caregiver page's messages. */
export const { useT: useSearchT } = namespace('search', english);
export type SearchKey = keyof typeof english & string;
