import { deletePost } from '../../../core/community/posts.js';
import { storage } from '../../../ports/storage.js';
import { httpHandler } from '../../http-handler.js';
import { communityRoutes as routes } from '../../routes/community.js';

export const handler = httpHandler(routes.deletePost, ({ actor, params }) =>
  deletePost(storage, actor, params.id),
);
