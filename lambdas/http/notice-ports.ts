import { emailNotices, type Notice, type NoticePorts } from '../core/inbox/notices.js';
import { textNotices } from '../core/sms/notice-texts.js';
import { env } from '../ports/env.js';
import { logger } from '../ports/logger.js';
import { sendText } from '../ports/sms.js';
import { sendMail } from '../core/mail-outbox/outbox.js';

/** The mail and SMS adapters behind notices; the app address is read only when a notice goes out. */
export const noticePorts = (): NoticePorts => ({
  sendMail,
  sendText,
  get appUrl() {
    return env('mail').APP_URL;
  },
});

/**
 * E-mails and texts what a domain verb wrote to the inbox, then answers with the rest of its
 * outcome. The action has happened: a failure to text is logged, never the caller's error.
 */
export async function deliverNotices<T extends { notices: Notice[] }>(
  outcome: T,
): Promise<Omit<T, 'notices'>> {
  const { notices, ...rest } = outcome;
  const ports = noticePorts();
  await Promise.all([
    emailNotices(ports, notices),
    textNotices(ports, notices).catch((error: unknown) =>
      logger.error('Notice texts not sent', { error: error as Error }),
    ),
  ]);
  return rest;
}
