import { useInfiniteQuery } from '@tanstack/react-query';
import type { commentsOf } from '@core/community/comments';
import { api } from '../../../lib/api-client';
import { commentsKey } from './keys';

export type CommentsPage = Awaited<ReturnType<typeof commentsOf>>;
export type PostComment = CommentsPage['comments'][number];

/** GET /api/posts/{id}/comments: oldest first, 15 a page. */
export const usePostComments = (id: string) =>
  useInfiniteQuery({
    queryKey: commentsKey(id),
    queryFn: ({ pageParam }) =>
      api<CommentsPage>(
        `/api/posts/${encodeURIComponent(id)}/comments${
          pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''
        }`,
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.cursor ?? undefined,
  });
