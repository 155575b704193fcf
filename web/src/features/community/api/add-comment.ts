import { useMutation, useQueryClient } from '@tanstack/react-query';
import { commentBody } from '@core/community/schemas';
import { api } from '../../../lib/api-client';
import { commentsChanged } from './comment-count';
import type { PostComment } from './post-comments';

export { commentBody };

/** POST /api/posts/{id}/comments. */
export function useAddComment(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { info: string }) =>
      api<PostComment>(`/api/posts/${encodeURIComponent(id)}/comments`, {
        method: 'POST',
        auth: true,
        body,
        keepOffline: true,
      }),
    onSuccess: () => commentsChanged(queryClient, id, 1),
  });
}
