import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { communityRoutes } from '@http/routes/community';
import { callRoute } from '../../../lib/call-route';
import { commentsKey, repliesKey } from './keys';
import type { LikeState } from './like-post';
import type { CommentsPage } from './post-comments';
import type { RepliesPage } from './comment-replies';

const patched = <T extends { comment_id: string }>(list: T[], cid: string, state: LikeState) =>
  list.map((item) => (item.comment_id === cid ? { ...item, ...state } : item));

/**
 * PUT /api/posts/{id}/comments/{cid}/like, or DELETE to take it back; the comment (or reply)
 * shows the server's new count wherever it is listed.
 */
export function useLikeComment(id: string, cid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (like: boolean) =>
      callRoute(like ? communityRoutes.likeComment : communityRoutes.unlikeComment, {
        params: { id, cid },
      }),
    onSuccess: (state) => {
      queryClient.setQueryData<InfiniteData<CommentsPage>>(commentsKey(id), (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                comments: patched(page.comments, cid, state),
              })),
            }
          : data,
      );
      queryClient.setQueriesData<InfiniteData<RepliesPage>>({ queryKey: repliesKey(id) }, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                replies: patched(page.replies, cid, state),
              })),
            }
          : data,
      );
    },
  });
}
