import { namespace } from '../../i18n/namespace';
import english from './locales/en.json';

/** The referral screen's messages: the link to share, the members referred and the earnings. */
export const { useT: useReferralsT } = namespace('referrals', english);
