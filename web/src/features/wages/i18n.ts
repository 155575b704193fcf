import { namespace } from '../../i18n/namespace';
import english from './locales/en.json';

/** Wages: paying one, payslips (the printable one too), the payout number, failed payouts. */
export const { t: tWages, useT: useWagesT } = namespace('wages', english);
export type WagesKey = keyof typeof english & string;
