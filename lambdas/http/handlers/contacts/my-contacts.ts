import { contactHistory } from '../../../core/contacts/contact-history.js';
import { httpHandler } from '../../http-handler.js';
import { contactsRoutes as routes } from '../../routes/contacts.js';

export const handler = httpHandler(routes.myContacts, ({ actor, query }) =>
  contactHistory(actor, query.cursor, Date.now()),
);
