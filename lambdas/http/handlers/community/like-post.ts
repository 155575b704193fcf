import { likePost } from '../../../core/community/likes.js';
import { httpHandler } from '../../http-handler.js';
import { communityRoutes as routes } from '../../routes/community.js';

export const handler = httpHandler(routes.likePost, ({ actor, params }) =>
  likePost(actor, params.id, Date.now()),
);
