import { useInfiniteQuery } from '@tanstack/react-query';
import type { myPosts } from '@core/community/posts';
import { api } from '../../../lib/api-client';
import { MY_POSTS_KEY } from './keys';

export type PostsPage = Awaited<ReturnType<typeof myPosts>>;

/** GET /api/my/posts: the caller's posts, newest first, 15 a page. */
export const useMyPosts = () =>
  useInfiniteQuery({
    queryKey: MY_POSTS_KEY,
    queryFn: ({ pageParam }) =>
      api<PostsPage>(
        `/api/my/posts${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`,
        {
          auth: true,
        },
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.cursor ?? undefined,
  });
