/** Query keys of the community's server state, shared by its endpoint files. */
export const postKey = (id: string) => ['post', id] as const;
export const commentsKey = (id: string) => ['post-comments', id] as const;
export const MY_POSTS_KEY = ['my-posts'] as const;
export const RECENT_POSTS_KEY = ['recent-posts'] as const;
/** The replies of one comment; all of a post's replies share the prefix ['comment-replies', id]. */
export const repliesKey = (id: string, cid?: string) =>
  cid ? (['comment-replies', id, cid] as const) : (['comment-replies', id] as const);
