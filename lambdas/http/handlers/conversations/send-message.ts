import { sendMessage } from '../../../core/conversations/messages.js';
import { httpHandler, reply } from '../../http-handler.js';
import { conversationsRoutes as routes } from '../../routes/conversations.js';

export const handler = httpHandler(routes.sendMessage, async ({ actor, params, body }) =>
  reply(201, await sendMessage(actor, params.id, body.body, Date.now())),
);
