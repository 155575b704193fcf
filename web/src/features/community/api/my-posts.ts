import { useInfiniteQuery } from '@tanstack/react-query';
import { communityRoutes } from '@http/routes/community';
import type { AnswerOf } from '@http/route-contract';
import { callRoute } from '../../../lib/call-route';
import { MY_POSTS_KEY } from './keys';

export type PostsPage = AnswerOf<typeof communityRoutes.myPosts>;

/** GET /api/my/posts: the caller's posts, newest first, 15 a page. */
export const useMyPosts = () =>
  useInfiniteQuery({
    queryKey: MY_POSTS_KEY,
    queryFn: ({ pageParam }) =>
      callRoute(communityRoutes.myPosts, { query: { cursor: pageParam } }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.cursor ?? undefined,
  });
