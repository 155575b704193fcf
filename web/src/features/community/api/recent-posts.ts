import { useInfiniteQuery } from '@tanstack/react-query';
import type { recentPosts } from '@core/community/posts';
import { api } from '../../../lib/api-client';
import { RECENT_POSTS_KEY } from './keys';

export type RecentPostsPage = Awaited<ReturnType<typeof recentPosts>>;

/** GET /api/posts: the community's recent posts, newest first, 15 a page. */
export const useRecentPosts = () =>
  useInfiniteQuery({
    queryKey: RECENT_POSTS_KEY,
    queryFn: ({ pageParam }) =>
      api<RecentPostsPage>(
        `/api/posts${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`,
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.cursor ?? undefined,
  });
