import { listConversations } from '../../../core/conversations/conversations.js';
import { storage } from '../../../ports/storage.js';
import { httpHandler } from '../../http-handler.js';
import { conversationsRoutes as routes } from '../../routes/conversations.js';

export const handler = httpHandler(routes.listConversations, ({ actor, query }) =>
  listConversations(storage, actor, query.cursor),
);
