import { contactHistory } from '../../../core/contacts/contact-history.js';
import { httpHandler } from '../../http-handler.js';
import { contactsRoutes as routes } from '../../routes/contacts.js';
import { signedIn } from '../../signed-in.js';

export const handler = httpHandler(routes.myContacts, ({ actor, query }) =>
  contactHistory(signedIn(actor), query.cursor, Date.now()),
);
