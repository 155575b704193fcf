import {
  useInfiniteQuery,
  useMutation,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import { conversationsRoutes as routes } from '@http/routes/conversations';
import type { AnswerOf } from '@http/route-contract';
import { callRoute } from '../../../lib/call-route';
import { setUnread } from '../../../lib/inbox/unread-count';
import { CONVERSATIONS } from './conversations';

export type ThreadPage = AnswerOf<typeof routes.readThread>;
export type Message = ThreadPage['messages'][number];
type Thread = InfiniteData<ThreadPage, string | null>;

const threadKey = (id: string) => ['conversation', id] as const;

/**
 * GET /api/conversations/{id}: the newest 20 messages first; each next page holds older ones
 * (every page oldest first). Re-read every 15 s while the page is shown, and on focus.
 */
export const useThread = (id: string) =>
  useInfiniteQuery({
    queryKey: threadKey(id),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      callRoute(routes.readThread, {
        params: { id },
        query: { cursor: pageParam ?? undefined },
        signal,
      }),
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
    mutationFn: (body: string) => callRoute(routes.sendMessage, { params: { id }, body: { body } }),
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
    mutationFn: () => callRoute(routes.markConversationRead, { params: { id } }),
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
      callRoute(block ? routes.blockConversation : routes.unblockConversation, {
        params: { id },
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
      callRoute(share ? routes.shareDetails : routes.unshareDetails, { params: { id } }),
    onSuccess: ({ shared }) =>
      edit((page) => ({ ...page, conversation: { ...page.conversation, shared } })),
  });
}
