import { recentPosts } from '../../../core/community/posts.js';
import { storage } from '../../../ports/storage.js';
import { httpHandler } from '../../http-handler.js';
import { routes } from '../../routes.js';

export const handler = httpHandler(routes.recentPosts, ({ query }) =>
  recentPosts(storage, query.cursor),
);
