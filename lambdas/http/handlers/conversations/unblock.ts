import { setBlock } from '../../../core/conversations/messages.js';
import { httpHandler } from '../../http-handler.js';
import { conversationsRoutes as routes } from '../../routes/conversations.js';
import { signedIn } from '../../signed-in.js';

export const handler = httpHandler(routes.unblockConversation, ({ actor, params }) =>
  setBlock(signedIn(actor), params.id, false),
);
