import { markRead } from '../../../core/conversations/messages.js';
import { httpHandler } from '../../http-handler.js';
import { conversationsRoutes as routes } from '../../routes/conversations.js';

export const handler = httpHandler(routes.markConversationRead, ({ actor, params }) =>
  markRead(actor, params.id, Date.now()),
);
