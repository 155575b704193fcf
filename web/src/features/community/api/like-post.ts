import { useMutation, useQueryClient } from '@tanstack/react-query';
import { communityRoutes } from '@http/routes/community';
import type { AnswerOf } from '@http/route-contract';
import { callRoute } from '../../../lib/call-route';
import { postKey } from './keys';
import type { ViewedPost } from './view-post';

/** A like's answer: the caller's like and the new count. */
export type LikeState = AnswerOf<typeof communityRoutes.likePost>;

/** PUT /api/posts/{id}/like, or DELETE to take the like back; the page shows the new count. */
export function useLikePost(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (like: boolean) =>
      callRoute(like ? communityRoutes.likePost : communityRoutes.unlikePost, { params: { id } }),
    onSuccess: (state) =>
      queryClient.setQueryData<ViewedPost>(postKey(id), (post) =>
        post ? { ...post, ...state } : post,
      ),
  });
}
