import { namespace } from '../../i18n/namespace';
import english from './locales/en.json';

/** The information pages' messages: about, safety, privacy, Startup Zambia, not found. */
export const { useT: useInfoT } = namespace('info', english);
export type InfoKey = keyof typeof english & string;
