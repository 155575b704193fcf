import { unlikeComment } from '../../../core/community/comment-likes.js';
import { httpHandler } from '../../http-handler.js';
import { communityRoutes as routes } from '../../routes/community.js';

export const handler = httpHandler(routes.unlikeComment, ({ actor, params }) =>
  unlikeComment(actor, params.id, params.cid),
);
