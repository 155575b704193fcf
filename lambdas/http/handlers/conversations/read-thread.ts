import { readThread } from '../../../core/conversations/conversations.js';
import { storage } from '../../../ports/storage.js';
import { httpHandler } from '../../http-handler.js';
import { conversationsRoutes as routes } from '../../routes/conversations.js';

export const handler = httpHandler(routes.readThread, ({ actor, params, query }) =>
  readThread(storage, actor, params.id, query.cursor),
);
