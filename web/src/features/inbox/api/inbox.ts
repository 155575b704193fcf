import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { inboxRoutes } from '@http/routes/inbox';
import type { AnswerOf } from '@http/route-contract';
import { callRoute } from '../../../lib/call-route';
import { setUnread } from '../../../lib/inbox/unread-count';

export type InboxMail = AnswerOf<typeof inboxRoutes.inbox>['mail'][number];
const INBOX = ['inbox'] as const;

/** GET /api/inbox: newest first, 15 a page. */
export const useInbox = () =>
  useInfiniteQuery({
    queryKey: INBOX,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) =>
      callRoute(inboxRoutes.inbox, { query: { cursor: pageParam ?? undefined } }),
    getNextPageParam: (last) => last.cursor,
    // New mail arrives while the page is open: re-read it on the header's rhythm.
    refetchInterval: 30_000,
  });

/** PUT /api/inbox/{id}/seen: the header's count follows at once. */
export function useMarkSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callRoute(inboxRoutes.markMailSeen, { params: { id } }),
    onSuccess: ({ notificationCount }) => {
      setUnread({ notificationCount });
      void queryClient.invalidateQueries({ queryKey: INBOX });
    },
  });
}
