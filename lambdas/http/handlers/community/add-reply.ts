import { addReply } from '../../../core/community/replies.js';
import { httpHandler, reply } from '../../http-handler.js';
import { communityRoutes as routes } from '../../routes/community.js';

export const handler = httpHandler(routes.addReply, async ({ actor, params, body }) =>
  reply(201, await addReply(actor, params.id, params.cid, body.info, Date.now())),
);
