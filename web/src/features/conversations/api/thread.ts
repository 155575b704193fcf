import {
  useInfiniteQuery,
  useMutation,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import type * as z from 'zod';
import type { threadResponse } from '@core/conversations/schemas';
import { api } from '../../../lib/api-client';
import { setUnread } from '../../../lib/inbox/unread-count';
import { CONVERSATIONS, type Summary } from './conversations';

export type ThreadPage = z.output<typeof threadResponse>;
export type Message = ThreadPage['messages'][number];
type Thread = InfiniteData<ThreadPage, string | null>;

const threadKey = (id: string) => ['conversation', id] as const;
const threadPath = (id: string) => `/api/conversations/${encodeURIComponent(id)}`;

/**
 * GET /api/conversations/{id}: the newest 20 messages first; each next page holds older ones
 * (every page oldest first). Re-read every 15 s while the page is shown, and on focus.
 */
export const useThread = (id: string) =>
  useInfiniteQuery({
    queryKey: threadKey(id),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      api<ThreadPage>(
        `${threadPath(id)}${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`,
        { auth: true, signal },
      ),
    getNextPageParam: (last) => last.cursor,
    staleTime: 0,
    refetchInterval: 15_000,
    refetchOnWindowFocus: 'always',
  });

/** Changes the thread's cached pages in place (a sent message, a new block state). */
function useEditThread(id: string) {
  const client = useQueryClient();
  return (edit: (page: ThreadPage, index: number) => ThreadPage) => {
    client.setQueryData<Thread>(threadKey(id), (thread) =>
      thread ? { ...thread, pages: thread.pages.map(edit) } : thread,
    );
    void client.invalidateQueries({ queryKey: CONVERSATIONS });
  };
}

/** POST /api/conversations/{id}/messages: the message is shown at once, newest last. */
export function useSendMessage(id: string) {
  const edit = useEditThread(id);
  return useMutation({
    mutationFn: (body: string) =>
      api<{ message: Message }>(`${threadPath(id)}/messages`, {
        method: 'POST',
        auth: true,
        body: { body },
        keepOffline: true,
      }),
    onSuccess: ({ message }) =>
      edit((page, index) =>
        index === 0 && !page.messages.some((shown) => shown.id === message.id)
          ? { ...page, messages: [...page.messages, message] }
          : page,
      ),
  });
}

/** PUT /api/conversations/{id}/read: the header's Messages count follows at once. */
export function useMarkRead(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api<{ unread: 0; messageCount: number }>(`${threadPath(id)}/read`, {
        method: 'PUT',
        auth: true,
      }),
    onSuccess: ({ messageCount }) => {
      setUnread({ messageCount });
      void client.invalidateQueries({ queryKey: CONVERSATIONS });
    },
  });
}

/** PUT (block) or DELETE (unblock) /api/conversations/{id}/block. */
export function useBlock(id: string) {
  const edit = useEditThread(id);
  return useMutation({
    mutationFn: (block: boolean) =>
      api<{ blocked: Summary['blocked'] }>(`${threadPath(id)}/block`, {
        method: block ? 'PUT' : 'DELETE',
        auth: true,
      }),
    onSuccess: ({ blocked }) =>
      edit((page) => ({ ...page, conversation: { ...page.conversation, blocked } })),
  });
}

/** PUT (share) or DELETE (stop sharing) /api/conversations/{id}/share: the caregiver's own choice. */
export function useShare(id: string) {
  const edit = useEditThread(id);
  return useMutation({
    mutationFn: (share: boolean) =>
      api<{ shared: boolean }>(`${threadPath(id)}/share`, {
        method: share ? 'PUT' : 'DELETE',
        auth: true,
      }),
    onSuccess: ({ shared }) =>
      edit((page) => ({ ...page, conversation: { ...page.conversation, shared } })),
  });
}
