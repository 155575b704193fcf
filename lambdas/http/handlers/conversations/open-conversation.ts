import { openConversation } from '../../../core/conversations/conversations.js';
import { storage } from '../../../ports/storage.js';
import { httpHandler, reply } from '../../http-handler.js';
import { conversationsRoutes as routes } from '../../routes/conversations.js';

export const handler = httpHandler(routes.openConversation, async ({ actor, body }) => {
  const { created, conversation } = await openConversation(storage, actor, body.with, Date.now());
  return reply(created ? 201 : 200, { conversation });
});
