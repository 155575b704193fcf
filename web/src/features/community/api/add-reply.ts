import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { commentsKey, repliesKey } from './keys';
import type { PostComment } from './post-comments';

/** POST /api/posts/{id}/comments/{cid}/replies: the thread and its comment's count are read again. */
export function useAddReply(id: string, cid: string, threadId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { info: string }) =>
      api<PostComment>(
        `/api/posts/${encodeURIComponent(id)}/comments/${encodeURIComponent(cid)}/replies`,
        { method: 'POST', auth: true, body, keepOffline: true },
      ),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: repliesKey(id, threadId) }),
        queryClient.invalidateQueries({ queryKey: commentsKey(id) }),
      ]),
  });
}
