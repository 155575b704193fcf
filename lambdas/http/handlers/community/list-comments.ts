import { commentsOf } from '../../../core/community/comments.js';
import { httpHandler } from '../../http-handler.js';
import { communityRoutes as routes } from '../../routes/community.js';

export const handler = httpHandler(routes.postComments, ({ actor, params, query }) =>
  commentsOf(actor, params.id, query.cursor),
);
