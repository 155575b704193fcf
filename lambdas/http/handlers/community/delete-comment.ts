import { deleteComment } from '../../../core/community/comments.js';
import { httpHandler } from '../../http-handler.js';
import { communityRoutes as routes } from '../../routes/community.js';

export const handler = httpHandler(routes.deleteComment, ({ actor, params }) =>
  deleteComment(actor, params.id, params.cid),
);
