import { editPost } from '../../../core/community/post-writes.js';
import { storage } from '../../../ports/storage.js';
import { httpHandler } from '../../http-handler.js';
import { communityRoutes as routes } from '../../routes/community.js';

export const handler = httpHandler(routes.editPost, ({ actor, params, body }) =>
  editPost(storage, actor, params.id, body, Date.now()),
);
