import { namespace } from '../../i18n/namespace';
import english from './locales/en.json';

/** The work agreement's screens and its clauses (the printable page too). */
export const { t: tAgreements, useT: useAgreementsT } = namespace('agreements', english);
export type AgreementsKey = keyof typeof english & string;
