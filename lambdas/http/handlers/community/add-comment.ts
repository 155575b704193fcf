import { addComment } from '../../../core/community/comments.js';
import { httpHandler, reply } from '../../http-handler.js';
import { routes } from '../../routes.js';
import { signedIn } from '../../signed-in.js';

export const handler = httpHandler(routes.addComment, async ({ actor, params, body }) =>
  reply(201, await addComment(signedIn(actor), params.id, body.info, Date.now())),
);
