import { sendContactMessage } from '../../../core/contact/contact.js';
import { env } from '../../../ports/env.js';
import { outboxMail } from '../../../core/mail-outbox/outbox.js';
import { httpHandler } from '../../http-handler.js';
import { contactRoutes as routes } from '../../routes/contact.js';

export const handler = httpHandler(routes.contact, ({ body }) =>
  sendContactMessage(
    { sendMail: outboxMail, inbox: env('mail').CONTACT_INBOX, now: Date.now },
    body,
  ),
);
