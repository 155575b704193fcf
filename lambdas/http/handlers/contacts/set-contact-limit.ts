import { contactLimit } from '../../../core/contacts/contact-limit.js';
import { httpHandler } from '../../http-handler.js';
import { contactsRoutes as routes } from '../../routes/contacts.js';

export const handler = httpHandler(routes.setContactLimit, async ({ actor, body }) => ({
  limit: await contactLimit.set(body.limit, actor.uid, Date.now()),
}));
