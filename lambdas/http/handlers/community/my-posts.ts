import { myPosts } from '../../../core/community/posts.js';
import { storage } from '../../../ports/storage.js';
import { httpHandler } from '../../http-handler.js';
import { communityRoutes as routes } from '../../routes/community.js';

export const handler = httpHandler(routes.myPosts, ({ actor, query }) =>
  myPosts(storage, actor, query.cursor),
);
