import { useQuery } from '@tanstack/react-query';
import { profilesRoutes } from '@http/routes/profiles';
import { callRoute } from '../../../lib/call-route';

/** GET /api/profiles/{uid}: a live profile as anyone sees it (the call counts one view). */
export const getPublicProfile = (uid: string) =>
  callRoute(profilesRoutes.publicProfile, { params: { uid } });

export function usePublicProfile(uid: string) {
  return useQuery({
    queryKey: ['public-profile', uid],
    queryFn: () => getPublicProfile(uid),
    // A view is counted per load: do not refetch on focus or reconnect.
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: (count, error) => count < 2 && !(error as { status?: number }).status,
  });
}
