import type { QueryClient } from '@tanstack/react-query';
import { commentsKey, postKey } from './keys';
import type { ViewedPost } from './view-post';

/** After a comment is added or deleted: the shown count moves, the list is read again. */
export function commentsChanged(queryClient: QueryClient, id: string, by: number) {
  queryClient.setQueryData<ViewedPost>(postKey(id), (post) =>
    post ? { ...post, comments: Math.max(0, post.comments + by) } : post,
  );
  return queryClient.invalidateQueries({ queryKey: commentsKey(id) });
}
