import { useQuery } from '@tanstack/react-query';
import type { UserRecord } from '@core/users/users';
import { api } from './api-client';
import { useSession } from './auth/session-context';
import { rememberAccountCountry } from './own-country';

/** GET /api/me: the signed-in user's whole record (spec section 3 field names). */
export type Me = UserRecord;

export const meQueryKey = (uid: string) => ['me', uid] as const;

export const getMe = () =>
  api<Me>('/api/me', { auth: true }).then((me) => {
    // Their country comes first in every country list (lib/own-country.ts).
    rememberAccountCountry(me.currently_in);
    return me;
  });

/** Shared by every feature that shows or edits the signed-in user's own record. */
export function useMe() {
  const { session } = useSession();
  const uid = session.status === 'signedIn' ? session.uid : '';
  return useQuery({ queryKey: meQueryKey(uid), queryFn: getMe, enabled: uid !== '' });
}
