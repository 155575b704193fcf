import { setBlock } from '../../../core/conversations/messages.js';
import { httpHandler } from '../../http-handler.js';
import { conversationsRoutes as routes } from '../../routes/conversations.js';

export const handler = httpHandler(routes.unblockConversation, ({ actor, params }) =>
  setBlock(actor, params.id, false),
);
