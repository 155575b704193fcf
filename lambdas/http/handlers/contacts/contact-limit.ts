import { contactLimit } from '../../../core/contacts/contact-limit.js';
import { httpHandler } from '../../http-handler.js';
import { routes } from '../../routes.js';

export const handler = httpHandler(routes.contactLimit, async () => ({
  limit: await contactLimit.get(),
}));
