import { markSeen } from '../../../core/inbox/inbox.js';
import { httpHandler } from '../../http-handler.js';
import { inboxRoutes as routes } from '../../routes/inbox.js';

export const handler = httpHandler(routes.markMailSeen, ({ actor, params }) =>
  markSeen(actor, params.id, Date.now()),
);
