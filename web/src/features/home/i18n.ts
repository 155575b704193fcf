import { namespace } from '../../i18n/namespace';
import english from './locales/en.json';

/** The home page's messages. */
export const { t: tHome, useT: useHomeT } = namespace('home', english);
export type HomeKey = keyof typeof english & string;
