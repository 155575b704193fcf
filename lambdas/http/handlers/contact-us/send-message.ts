import { sendContactMessage } from '../../../core/contact-us/contact-us.js';
import { env } from '../../../ports/env.js';
import { outboxMail } from '../../../core/mail-outbox/outbox.js';
import { httpHandler } from '../../http-handler.js';
import { contactUsRoutes as routes } from '../../routes/contact-us.js';

export const handler = httpHandler(routes.contact, ({ body }) =>
  sendContactMessage(
    { sendMail: outboxMail, inbox: env('mail').CONTACT_INBOX, now: Date.now },
    body,
  ),
);
