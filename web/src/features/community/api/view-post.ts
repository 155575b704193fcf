import { useQuery } from '@tanstack/react-query';
import { communityRoutes } from '@http/routes/community';
import type { AnswerOf } from '@http/route-contract';
import { callRoute } from '../../../lib/call-route';
import { useSession } from '../../../lib/auth/session-context';
import { postKey } from './keys';

export type ViewedPost = AnswerOf<typeof communityRoutes.viewPost>;

/**
 * GET /api/posts/{id}: the post and whether the caller likes it (the token goes with it when
 * someone is signed in: the route personalises). Each fetch counts a view, so it waits for the
 * session to be known and is not refetched on focus.
 */
export function useViewPost(id: string) {
  const { session } = useSession();
  return useQuery({
    queryKey: postKey(id),
    queryFn: () => callRoute(communityRoutes.viewPost, { params: { id } }),
    enabled: session.status !== 'checking',
    refetchOnWindowFocus: false,
    staleTime: Infinity,
    retry: false,
  });
}
