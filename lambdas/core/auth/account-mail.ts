import type { QueuedMail } from '../ports/mail-queue.js';
import { users } from '../users/users.js';
import { actionCodes } from './action-codes.js';
import { accountEmails, actionLink } from './emails.js';
import type { AccountPorts } from './ports.js';
import { sendVerification } from './register.js';

type AccountMail = Exclude<QueuedMail, { kind: 'job-match' }>;
type Ports = Pick<AccountPorts, 'identity' | 'sendMail' | 'appUrl' | 'now'>;

/**
 * The account e-mails public requests put on the mail queue, sent by its consumer: the
 * lookups and the mail are off the request path, so a request for an unknown address and one
 * for a known address do the same work and answer alike. Only real, eligible accounts get mail.
 */
export async function tellAccountMail(
  ports: Ports,
  mail: AccountMail,
): Promise<'sent' | 'skipped'> {
  if (mail.kind === 'verify-email') {
    await sendVerification(ports, mail.uid, mail.email, mail.appLanguage);
    return 'sent';
  }
  const account = await ports.identity.find(mail.email);
  if (!account) return 'skipped';
  const user = await users.get(account.uid);
  const language = user?.appLanguage;
  if (mail.kind === 'verification-again') {
    if (account.confirmed) return 'skipped';
    await sendVerification(ports, account.uid, mail.email, language);
    return 'sent';
  }
  // A suspended account could not sign in with a new password: its mailbox is told why instead,
  // and where to appeal. Only the address's owner reads it, so nothing leaks to the asker.
  if (user?.suspended) {
    await ports.sendMail(accountEmails.suspended(mail.email, ports.appUrl, language));
    return 'sent';
  }
  // A reset link for any account of the address: for one not verified yet it also verifies it.
  const code = await actionCodes.issue('resetPassword', account.uid, mail.email, ports.now());
  const href = actionLink(ports.appUrl, 'resetPassword', code);
  await ports.sendMail(accountEmails.resetPassword(mail.email, href, language));
  return 'sent';
}
