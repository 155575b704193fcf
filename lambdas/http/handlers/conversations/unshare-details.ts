import { setSharing } from '../../../core/conversations/share-details.js';
import { httpHandler } from '../../http-handler.js';
import { conversationsRoutes as routes } from '../../routes/conversations.js';

export const handler = httpHandler(routes.unshareDetails, ({ actor, params }) =>
  setSharing(actor, params.id, false),
);
