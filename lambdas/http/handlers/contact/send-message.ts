import { sendContactMessage } from '../../../core/contact/contact.js';
import { env } from '../../../ports/env.js';
import { sendMail } from '../../../core/mail-outbox/outbox.js';
import { httpHandler } from '../../http-handler.js';
import { routes } from '../../routes.js';

export const handler = httpHandler(routes.contact, ({ body }) =>
  sendContactMessage({ sendMail, inbox: env('mail').CONTACT_INBOX, now: Date.now }, body),
);
