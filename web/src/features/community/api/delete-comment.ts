import { useMutation, useQueryClient } from '@tanstack/react-query';
import { communityRoutes } from '@http/routes/community';
import { callRoute } from '../../../lib/call-route';
import { commentsChanged } from './comment-count';
import { commentsKey, repliesKey } from './keys';

/**
 * DELETE /api/posts/{id}/comments/{cid}. A comment leaves the post's count; a reply leaves its
 * comment's, which the comments list reads again.
 */
export function useDeleteComment(id: string, cid: string, isReply = false) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callRoute(communityRoutes.deleteComment, { params: { id, cid } }),
    onSuccess: () =>
      isReply
        ? Promise.all([
            queryClient.invalidateQueries({ queryKey: repliesKey(id) }),
            queryClient.invalidateQueries({ queryKey: commentsKey(id) }),
          ])
        : commentsChanged(queryClient, id, -1),
  });
}
