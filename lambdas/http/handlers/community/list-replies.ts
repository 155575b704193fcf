import { repliesOf } from '../../../core/community/replies.js';
import { httpHandler } from '../../http-handler.js';
import { communityRoutes as routes } from '../../routes/community.js';

export const handler = httpHandler(routes.commentReplies, ({ actor, params, query }) =>
  repliesOf(actor, params.id, params.cid, query.cursor),
);
