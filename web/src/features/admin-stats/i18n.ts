import { namespace } from '../../i18n/namespace';
import english from './locales/en.json';

const messages = namespace('admin-stats', english);

/** The admin dashboard's messages (the report cards). */
export const { useT: useAdminStatsT } = messages;
