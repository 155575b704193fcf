import { namespace } from '../../i18n/namespace';
import english from './locales/en.json';

/** The hires and trial-days screens' messages. */
export const { t: tTrialDays, useT: useTrialDaysT } = namespace('trial-days', english);
