import { useQuery } from '@tanstack/react-query';
import { accountRoutes } from '@http/routes/account';
import { callRoute } from '../../../lib/call-route';
import { useSession } from '../../../lib/auth/session-context';

/** GET /api/account/providers: the social sign-in methods linked to this account. */
export const linkedProvidersKey = (uid: string) => ['linked-providers', uid] as const;

export const getLinkedProviders = () => callRoute(accountRoutes.linkedProviders);

export function useLinkedProviders(enabled: boolean) {
  const { session } = useSession();
  const uid = session.status === 'signedIn' ? session.uid : '';
  return useQuery({
    queryKey: linkedProvidersKey(uid),
    queryFn: getLinkedProviders,
    enabled: enabled && uid !== '',
  });
}
