import { useMutation, useQueryClient } from '@tanstack/react-query';
import { communityRoutes } from '@http/routes/community';
import { callRoute } from '../../../lib/call-route';
import { MY_POSTS_KEY, RECENT_POSTS_KEY } from './keys';

/** DELETE /api/posts/{id}: the post with its comments, likes and files. */
export function useDeletePost(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callRoute(communityRoutes.deletePost, { params: { id } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: MY_POSTS_KEY }),
        queryClient.invalidateQueries({ queryKey: RECENT_POSTS_KEY }),
      ]),
  });
}
