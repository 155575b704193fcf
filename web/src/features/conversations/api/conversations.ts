import { useInfiniteQuery } from '@tanstack/react-query';
import { conversationsRoutes } from '@http/routes/conversations';
import type { AnswerOf } from '@http/route-contract';
import { callRoute } from '../../../lib/call-route';

export type ConversationsPage = AnswerOf<typeof conversationsRoutes.listConversations>;
export type Summary = ConversationsPage['conversations'][number];
export const CONVERSATIONS = ['conversations'] as const;

/** GET /api/conversations: newest activity first, 15 a page. */
export const useConversations = () =>
  useInfiniteQuery({
    queryKey: CONVERSATIONS,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      callRoute(conversationsRoutes.listConversations, {
        query: { cursor: pageParam ?? undefined },
        signal,
      }),
    getNextPageParam: (last) => last.cursor,
    // New messages arrive while the list is open: re-read it on the header's rhythm.
    refetchInterval: 30_000,
  });
