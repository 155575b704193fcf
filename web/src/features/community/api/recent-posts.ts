import { useInfiniteQuery } from '@tanstack/react-query';
import { communityRoutes } from '@http/routes/community';
import type { AnswerOf } from '@http/route-contract';
import { callRoute } from '../../../lib/call-route';
import { RECENT_POSTS_KEY } from './keys';

export type RecentPostsPage = AnswerOf<typeof communityRoutes.recentPosts>;

/** GET /api/posts: the community's recent posts, newest first, 15 a page. */
export const useRecentPosts = () =>
  useInfiniteQuery({
    queryKey: RECENT_POSTS_KEY,
    queryFn: ({ pageParam }) =>
      callRoute(communityRoutes.recentPosts, { query: { cursor: pageParam } }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.cursor ?? undefined,
  });
