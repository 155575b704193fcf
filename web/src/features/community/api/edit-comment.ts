import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { commentsKey, repliesKey } from './keys';
import type { PostComment } from './post-comments';

/** PUT /api/posts/{id}/comments/{cid}: the author's edit of a comment or reply. */
export function useEditComment(id: string, cid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { info: string }) =>
      api<PostComment>(`/api/posts/${encodeURIComponent(id)}/comments/${encodeURIComponent(cid)}`, {
        method: 'PUT',
        auth: true,
        body,
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: commentsKey(id) }),
        queryClient.invalidateQueries({ queryKey: repliesKey(id) }),
      ]),
  });
}
