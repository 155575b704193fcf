import { emailNotices, type Notice, type NoticePorts } from '../core/inbox/notices.js';
import { env } from '../ports/env.js';
import { sendMail } from '../core/mail-outbox/outbox.js';

/** The mail adapter behind notices; the app address is read only when a notice goes out. */
export const noticePorts = (): NoticePorts => ({
  sendMail,
  get appUrl() {
    return env('mail').APP_URL;
  },
});

/** E-mails what a domain verb wrote to the inbox, then answers with the rest of its outcome. */
export async function deliverNotices<T extends { notices: Notice[] }>(
  outcome: T,
): Promise<Omit<T, 'notices'>> {
  const { notices, ...rest } = outcome;
  await emailNotices(noticePorts(), notices);
  return rest;
}
