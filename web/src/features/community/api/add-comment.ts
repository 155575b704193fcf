import { useMutation, useQueryClient } from '@tanstack/react-query';
import { commentBody } from '@core/community/schemas';
import { communityRoutes } from '@http/routes/community';
import type { BodyOf } from '@http/route-contract';
import { callRoute } from '../../../lib/call-route';
import { commentsChanged } from './comment-count';

export { commentBody };

/** POST /api/posts/{id}/comments (kept offline when written offline). */
export function useAddComment(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof communityRoutes.addComment>) =>
      callRoute(communityRoutes.addComment, { params: { id }, body }),
    onSuccess: () => commentsChanged(queryClient, id, 1),
  });
}
