import { viewPost } from '../../../core/community/posts.js';
import { storage } from '../../../ports/storage.js';
import { httpHandler } from '../../http-handler.js';
import { communityRoutes as routes } from '../../routes/community.js';

export const handler = httpHandler(routes.viewPost, ({ actor, params }) =>
  viewPost(storage, actor, params.id),
);
