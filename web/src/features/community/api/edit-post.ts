import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PublicPost } from '@core/community/posts';
import { api } from '../../../lib/api-client';
import { MY_POSTS_KEY, postKey } from './keys';
import type { ViewedPost } from './view-post';

/** PUT /api/posts/{id}: the author's new title and text (attachments stay as they are). */
export function useEditPost(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { title: string; info: string }) =>
      api<PublicPost>(`/api/posts/${encodeURIComponent(id)}`, { method: 'PUT', auth: true, body }),
    onSuccess: (post) => {
      queryClient.setQueryData<ViewedPost>(postKey(id), (shown) =>
        shown ? { ...shown, ...post } : shown,
      );
      return queryClient.invalidateQueries({ queryKey: MY_POSTS_KEY });
    },
  });
}
