import { useQuery, type QueryClient } from '@tanstack/react-query';
import { accountRoutes } from '@http/routes/account';
import type { AnswerOf } from '@http/route-contract';
import { callRoute } from './call-route';
import { useSession } from './auth/session-context';
import { rememberAccountCountry } from './own-country';

/** GET /api/me: the signed-in user's whole record (spec section 3 field names), views counted. */
export type Me = AnswerOf<typeof accountRoutes.me>;

/** The own record as a save answers it (a profile section, an upload, the location). */
export type OwnRecord = AnswerOf<typeof accountRoutes.changeLocation>;

export const meQueryKey = (uid: string) => ['me', uid] as const;

export const getMe = () =>
  callRoute(accountRoutes.me).then((me) => {
    // Their country comes first in every country list (lib/own-country.ts).
    rememberAccountCountry(me.currently_in);
    return me;
  });

/**
 * A save's answer becomes the cached /api/me at once; the views of the public page, counted
 * apart from the record, stay as /api/me last said (the record's own count otherwise).
 */
export const rememberOwnRecord = (queryClient: QueryClient, record: OwnRecord) =>
  queryClient.setQueryData<Me>(meQueryKey(record.uid), (me) => ({
    ...record,
    views: me?.views ?? record.views ?? 0,
  }));

/** Shared by every feature that shows or edits the signed-in user's own record. */
export function useMe() {
  const { session } = useSession();
  const uid = session.status === 'signedIn' ? session.uid : '';
  return useQuery({ queryKey: meQueryKey(uid), queryFn: getMe, enabled: uid !== '' });
}
