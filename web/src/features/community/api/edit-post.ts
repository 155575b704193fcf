import { useMutation, useQueryClient } from '@tanstack/react-query';
import { communityRoutes } from '@http/routes/community';
import type { BodyOf } from '@http/route-contract';
import { callRoute } from '../../../lib/call-route';
import { MY_POSTS_KEY, postKey } from './keys';
import type { ViewedPost } from './view-post';

/** What this edit sends: a new title and text (attachments stay as they are). */
type PostEdit = Pick<BodyOf<typeof communityRoutes.editPost>, 'title' | 'info'>;

/** PUT /api/posts/{id}: the author's new title and text (attachments stay as they are). */
export function useEditPost(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PostEdit) => callRoute(communityRoutes.editPost, { params: { id }, body }),
    onSuccess: (post) => {
      queryClient.setQueryData<ViewedPost>(postKey(id), (shown) =>
        shown ? { ...shown, ...post } : shown,
      );
      return queryClient.invalidateQueries({ queryKey: MY_POSTS_KEY });
    },
  });
}
