import { useInfiniteQuery } from '@tanstack/react-query';
import type { repliesOf } from '@core/community/replies';
import { api } from '../../../lib/api-client';
import { repliesKey } from './keys';

export type RepliesPage = Awaited<ReturnType<typeof repliesOf>>;

/** GET /api/posts/{id}/comments/{cid}/replies: oldest first, 15 a page (opening counts a view). */
export const useCommentReplies = (id: string, cid: string, open: boolean) =>
  useInfiniteQuery({
    queryKey: repliesKey(id, cid),
    queryFn: ({ pageParam }) =>
      api<RepliesPage>(
        `/api/posts/${encodeURIComponent(id)}/comments/${encodeURIComponent(cid)}/replies${
          pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''
        }`,
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.cursor ?? undefined,
    enabled: open,
    // Each first page counts a view: not read again just because the page was refocused.
    staleTime: 5 * 60_000,
  });
