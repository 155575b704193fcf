import { namespace } from '../../i18n/namespace';
import english from './locales/en.json';

/** The community screens' messages: posts, comments and likes. */
export const { useT: useCommunityT } = namespace('community', english);
