import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { commentsChanged } from './comment-count';

/** DELETE /api/posts/{id}/comments/{cid}. */
export function useDeleteComment(id: string, cid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api<{ message: string }>(
        `/api/posts/${encodeURIComponent(id)}/comments/${encodeURIComponent(cid)}`,
        { method: 'DELETE', auth: true },
      ),
    onSuccess: () => commentsChanged(queryClient, id, -1),
  });
}
