import { readMail } from '../../../core/inbox/inbox.js';
import { httpHandler } from '../../http-handler.js';
import { inboxRoutes as routes } from '../../routes/inbox.js';

export const handler = httpHandler(routes.readMail, ({ actor, params }) =>
  readMail(actor, params.id),
);
