import { namespace } from '../../i18n/namespace';
import english from './locales/en.json';

/** The admin's user, role and order screens' messages. */
export const { t: tAdminUsers, useT: useAdminUsersT } = namespace('admin-users', english);
export type AdminUsersKey = keyof typeof english & string;
