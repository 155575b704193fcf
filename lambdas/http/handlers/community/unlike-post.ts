import { unlikePost } from '../../../core/community/likes.js';
import { httpHandler } from '../../http-handler.js';
import { communityRoutes as routes } from '../../routes/community.js';

export const handler = httpHandler(routes.unlikePost, ({ actor, params }) =>
  unlikePost(actor, params.id),
);
