import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { setUnread } from '../../../lib/inbox/unread-count';

export interface InboxMail {
  mail_id: string;
  posted: number;
  seen: boolean;
  template: { name: string; data?: Record<string, string | number | undefined> };
}
interface InboxPage {
  mail: InboxMail[];
  cursor: string | null;
}
const INBOX = ['inbox'] as const;

/** GET /api/inbox: newest first, 15 a page. */
export const useInbox = () =>
  useInfiniteQuery({
    queryKey: INBOX,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) =>
      api<InboxPage>(
        pageParam ? `/api/inbox?cursor=${encodeURIComponent(pageParam)}` : '/api/inbox',
        { auth: true },
      ),
    getNextPageParam: (last) => last.cursor,
    // New mail arrives while the page is open: re-read it on the header's rhythm.
    refetchInterval: 30_000,
  });

/** PUT /api/inbox/{id}/seen: the header's count follows at once. */
export function useMarkSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<{ notificationCount: number }>(`/api/inbox/${encodeURIComponent(id)}/seen`, {
        method: 'PUT',
        auth: true,
      }),
    onSuccess: ({ notificationCount }) => {
      setUnread({ notificationCount });
      void queryClient.invalidateQueries({ queryKey: INBOX });
    },
  });
}
