import { namespace } from '../../i18n/namespace';
import english from './locales/en.json';

/** The home page's messages. */
export const { useT: useHomeT } = namespace('home', english);
export type HomeKey = keyof typeof english & string;
