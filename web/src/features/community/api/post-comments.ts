import { useInfiniteQuery } from '@tanstack/react-query';
import { communityRoutes } from '@http/routes/community';
import type { AnswerOf } from '@http/route-contract';
import { callRoute } from '../../../lib/call-route';
import { commentsKey } from './keys';

export type CommentsPage = AnswerOf<typeof communityRoutes.postComments>;
export type PostComment = CommentsPage['comments'][number];

/** GET /api/posts/{id}/comments: oldest first, 15 a page. */
export const usePostComments = (id: string) =>
  useInfiniteQuery({
    queryKey: commentsKey(id),
    queryFn: ({ pageParam }) =>
      callRoute(communityRoutes.postComments, { params: { id }, query: { cursor: pageParam } }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.cursor ?? undefined,
  });
