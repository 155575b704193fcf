import { contactCaregiver } from '../../../core/contacts/contact-caregiver.js';
import { httpHandler } from '../../http-handler.js';
import { deliverNotices } from '../../notice-ports.js';
import { contactsRoutes as routes } from '../../routes/contacts.js';
import { signedIn } from '../../signed-in.js';

export const handler = httpHandler(routes.contactCaregiver, async ({ actor, params, body }) =>
  deliverNotices(await contactCaregiver(signedIn(actor), params.uid, body.message, Date.now())),
);
