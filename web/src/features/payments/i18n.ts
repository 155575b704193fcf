import { namespace } from '../../i18n/namespace';
import english from './locales/en.json';

/** The payment screens' messages: packages, featured placement, cart, checkout and orders. */
export const { useT: usePaymentsT } = namespace('payments', english);
export type PaymentsKey = keyof typeof english & string;
