import english from '@core/inbox/notices/locales/en.json';
import { namespace } from '../../i18n/namespace';

/** The notices' words (shared with the API's e-mails: lambdas/core/inbox/notices/locales). */
export const { useT: useNoticeWords } = namespace('notices', english);
