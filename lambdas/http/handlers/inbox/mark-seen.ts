import { markSeen } from '../../../core/inbox/inbox.js';
import { httpHandler } from '../../http-handler.js';
import { inboxRoutes as routes } from '../../routes/inbox.js';
import { signedIn } from '../../signed-in.js';

export const handler = httpHandler(routes.markMailSeen, ({ actor, params }) =>
  markSeen(signedIn(actor), params.id, Date.now()),
);
