import { contactCaregiver } from '../../../core/contacts/contact-caregiver.js';
import { httpHandler } from '../../http-handler.js';
import { contactsRoutes as routes } from '../../routes/contacts.js';

export const handler = httpHandler(routes.contactCaregiver, async ({ actor, params, body }) => {
  // The caregiver's notice is e-mailed and texted after the answer, from the table's stream.
  const { notices: _told, ...answer } = await contactCaregiver(
    actor,
    params.uid,
    body.message,
    Date.now(),
  );
  return answer;
});
