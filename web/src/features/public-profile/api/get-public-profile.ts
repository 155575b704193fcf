import { useQuery } from '@tanstack/react-query';
import type { PublicProfile } from '@core/profiles/public-profile';
import { api } from '../../../lib/api-client';

/** GET /api/profiles/{uid}: a live profile as anyone sees it (the call counts one view). */
export const getPublicProfile = (uid: string) =>
  api<PublicProfile>(`/api/profiles/${encodeURIComponent(uid)}`);

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
