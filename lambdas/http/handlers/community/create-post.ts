import { createPost } from '../../../core/community/post-writes.js';
import { storage } from '../../../ports/storage.js';
import { httpHandler, reply } from '../../http-handler.js';
import { communityRoutes as routes } from '../../routes/community.js';

export const handler = httpHandler(routes.createPost, async ({ actor, body }) =>
  reply(201, await createPost(storage, actor, body, Date.now())),
);
