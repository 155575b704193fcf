import { sendMessage } from '../../../core/conversations/messages.js';
import { httpHandler, reply } from '../../http-handler.js';
import { deliverNotices } from '../../notice-ports.js';
import { conversationsRoutes as routes } from '../../routes/conversations.js';
import { signedIn } from '../../signed-in.js';

export const handler = httpHandler(routes.sendMessage, async ({ actor, params, body }) =>
  reply(
    201,
    await deliverNotices(await sendMessage(signedIn(actor), params.id, body.body, Date.now())),
  ),
);
