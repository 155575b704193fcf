import { useInfiniteQuery } from '@tanstack/react-query';
import type * as z from 'zod';
import type { conversationsResponse } from '@core/conversations/schemas';
import { api } from '../../../lib/api-client';

export type ConversationsPage = z.output<typeof conversationsResponse>;
export type Summary = ConversationsPage['conversations'][number];
export const CONVERSATIONS = ['conversations'] as const;

/** GET /api/conversations: newest activity first, 15 a page. */
export const useConversations = () =>
  useInfiniteQuery({
    queryKey: CONVERSATIONS,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      api<ConversationsPage>(
        `/api/conversations${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`,
        { auth: true, signal },
      ),
    getNextPageParam: (last) => last.cursor,
    // New messages arrive while the list is open: re-read it on the header's rhythm.
    refetchInterval: 30_000,
  });
