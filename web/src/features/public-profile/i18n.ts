import { namespace } from '../../i18n/namespace';
import english from './locales/en.json';

/** The public profile pages: a caregiver's CV and an institution's page, with reviews. */
export const { useT: usePublicProfileT } = namespace('public-profile', english);
export type PublicProfileKey = keyof typeof english & string;
