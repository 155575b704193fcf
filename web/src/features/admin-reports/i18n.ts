import { namespace } from '../../i18n/namespace';
import english from './locales/en.json';

/** The admin's reports and document verification screens' messages. */
export const { t: tAdminReports, useT: useAdminReportsT } = namespace('admin-reports', english);
export type AdminReportsKey = keyof typeof english & string;
