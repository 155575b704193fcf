import { useQuery } from '@tanstack/react-query';
import type { viewPost } from '@core/community/posts';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth/session-context';
import { postKey } from './keys';

export type ViewedPost = Awaited<ReturnType<typeof viewPost>>;

/**
 * GET /api/posts/{id}: the post and whether the caller likes it. Each fetch counts a view, so
 * it waits for the session to be known and is not refetched on focus.
 */
export function useViewPost(id: string) {
  const { session } = useSession();
  return useQuery({
    queryKey: postKey(id),
    queryFn: () =>
      api<ViewedPost>(`/api/posts/${encodeURIComponent(id)}`, {
        auth: session.status === 'signedIn',
      }),
    enabled: session.status !== 'checking',
    refetchOnWindowFocus: false,
    staleTime: Infinity,
    retry: false,
  });
}
