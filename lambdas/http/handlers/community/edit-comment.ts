import { editComment } from '../../../core/community/comments.js';
import { httpHandler } from '../../http-handler.js';
import { communityRoutes as routes } from '../../routes/community.js';

export const handler = httpHandler(routes.editComment, ({ actor, params, body }) =>
  editComment(actor, params.id, params.cid, body.info, Date.now()),
);
