import { namespace } from '../../i18n/namespace';
import english from './locales/en.json';

/** The terms of use page and the notice that asks for a new version to be accepted. */
export const { useT: useTermsT } = namespace('terms', english);
export type TermsKey = keyof typeof english & string;
