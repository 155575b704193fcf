import { namespace } from '../../i18n/namespace';
import english from './locales/en.json';

/** The sign-in, registration and account-link screens' messages. */
export const { useT: useAuthT } = namespace('auth', english);
