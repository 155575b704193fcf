import { addComment } from '../../../core/community/comments.js';
import { httpHandler, reply } from '../../http-handler.js';
import { communityRoutes as routes } from '../../routes/community.js';
import { signedIn } from '../../signed-in.js';

export const handler = httpHandler(routes.addComment, async ({ actor, params, body }) =>
  reply(201, await addComment(signedIn(actor), params.id, body.info, Date.now())),
);
