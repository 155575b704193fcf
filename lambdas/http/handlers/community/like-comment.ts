import { likeComment } from '../../../core/community/comment-likes.js';
import { httpHandler } from '../../http-handler.js';
import { communityRoutes as routes } from '../../routes/community.js';

export const handler = httpHandler(routes.likeComment, ({ actor, params }) =>
  likeComment(actor, params.id, params.cid, Date.now()),
);
