import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { MY_POSTS_KEY, RECENT_POSTS_KEY } from './keys';

/** DELETE /api/posts/{id}: the post with its comments, likes and files. */
export function useDeletePost(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api<{ message: string }>(`/api/posts/${encodeURIComponent(id)}`, {
        method: 'DELETE',
        auth: true,
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: MY_POSTS_KEY }),
        queryClient.invalidateQueries({ queryKey: RECENT_POSTS_KEY }),
      ]),
  });
}
