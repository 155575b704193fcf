import { addComment } from '../../../core/community/comments.js';
import { httpHandler, reply } from '../../http-handler.js';
import { communityRoutes as routes } from '../../routes/community.js';

export const handler = httpHandler(routes.addComment, async ({ actor, params, body }) =>
  reply(201, await addComment(actor, params.id, body.info, Date.now())),
);
