/** Query keys of the community's server state, shared by its endpoint files. */
export const postKey = (id: string) => ['post', id] as const;
export const commentsKey = (id: string) => ['post-comments', id] as const;
export const MY_POSTS_KEY = ['my-posts'] as const;
export const RECENT_POSTS_KEY = ['recent-posts'] as const;
