import { listMail } from '../../../core/inbox/inbox.js';
import { httpHandler } from '../../http-handler.js';
import { inboxRoutes as routes } from '../../routes/inbox.js';

export const handler = httpHandler(routes.inbox, ({ actor, query }) =>
  listMail(actor, query.cursor),
);
