import { useMutation, useQueryClient } from '@tanstack/react-query';
import { communityRoutes } from '@http/routes/community';
import type { BodyOf } from '@http/route-contract';
import { callRoute } from '../../../lib/call-route';
import { commentsKey, repliesKey } from './keys';

/** PUT /api/posts/{id}/comments/{cid}: the author's edit of a comment or reply. */
export function useEditComment(id: string, cid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof communityRoutes.editComment>) =>
      callRoute(communityRoutes.editComment, { params: { id, cid }, body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: commentsKey(id) }),
        queryClient.invalidateQueries({ queryKey: repliesKey(id) }),
      ]),
  });
}
