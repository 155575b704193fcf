import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { postKey } from './keys';
import type { ViewedPost } from './view-post';

export interface LikeState {
  liked: boolean;
  likes: number;
}

/** PUT /api/posts/{id}/like, or DELETE to take the like back; the page shows the new count. */
export function useLikePost(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (like: boolean) =>
      api<LikeState>(`/api/posts/${encodeURIComponent(id)}/like`, {
        method: like ? 'PUT' : 'DELETE',
        auth: true,
      }),
    onSuccess: (state) =>
      queryClient.setQueryData<ViewedPost>(postKey(id), (post) =>
        post ? { ...post, ...state } : post,
      ),
  });
}
