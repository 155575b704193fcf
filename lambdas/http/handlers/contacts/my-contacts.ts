import { contactHistory } from '../../../core/contacts/contact-history.js';
import { httpHandler } from '../../http-handler.js';
import { routes } from '../../routes.js';
import { signedIn } from '../../signed-in.js';

export const handler = httpHandler(routes.myContacts, ({ actor, query }) =>
  contactHistory(signedIn(actor), query.cursor, Date.now()),
);
