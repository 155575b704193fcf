import { useMutation, useQueryClient } from '@tanstack/react-query';
import { communityRoutes } from '@http/routes/community';
import type { BodyOf } from '@http/route-contract';
import { callRoute } from '../../../lib/call-route';
import { commentsKey, repliesKey } from './keys';

/** POST /api/posts/{id}/comments/{cid}/replies: the thread and its comment's count are read again. */
export function useAddReply(id: string, cid: string, threadId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof communityRoutes.addReply>) =>
      callRoute(communityRoutes.addReply, { params: { id, cid }, body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: repliesKey(id, threadId) }),
        queryClient.invalidateQueries({ queryKey: commentsKey(id) }),
      ]),
  });
}
