import { namespace } from '../../../i18n/namespace';
import english from './locales/en.json';

/** Commission withdrawals: the institution's balance and requests, and the admins' screen. */
export const { useT: useCommissionsT, t: tCommissions } = namespace('commissions', english);
export type CommissionsKey = keyof typeof english;
