import { useInfiniteQuery } from '@tanstack/react-query';
import { communityRoutes } from '@http/routes/community';
import type { AnswerOf } from '@http/route-contract';
import { callRoute } from '../../../lib/call-route';
import { repliesKey } from './keys';

export type RepliesPage = AnswerOf<typeof communityRoutes.commentReplies>;

/** GET /api/posts/{id}/comments/{cid}/replies: oldest first, 15 a page (opening counts a view). */
export const useCommentReplies = (id: string, cid: string, open: boolean) =>
  useInfiniteQuery({
    queryKey: repliesKey(id, cid),
    queryFn: ({ pageParam }) =>
      callRoute(communityRoutes.commentReplies, {
        params: { id, cid },
        query: { cursor: pageParam },
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.cursor ?? undefined,
    enabled: open,
    // Each first page counts a view: not read again just because the page was refocused.
    staleTime: 5 * 60_000,
  });
