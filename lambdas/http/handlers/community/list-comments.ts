import { commentsOf } from '../../../core/community/comments.js';
import { httpHandler } from '../../http-handler.js';
import { communityRoutes as routes } from '../../routes/community.js';

export const handler = httpHandler(routes.postComments, ({ params, query }) =>
  commentsOf(params.id, query.cursor),
);
