import { readThread } from '../../../core/conversations/conversations.js';
import { storage } from '../../../ports/storage.js';
import { httpHandler } from '../../http-handler.js';
import { conversationsRoutes as routes } from '../../routes/conversations.js';
import { signedIn } from '../../signed-in.js';

export const handler = httpHandler(routes.readThread, ({ actor, params, query }) =>
  readThread(storage, signedIn(actor), params.id, query.cursor),
);
