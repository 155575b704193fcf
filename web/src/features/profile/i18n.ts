import { namespace } from '../../i18n/namespace';
import english from './locales/en.json';

/** The own profile's screens: the account overview, the profile and its edit pages. */
export const { t: tProfile, useT: useProfileT } = namespace('profile', english);
export type ProfileKey = keyof typeof english & string;
