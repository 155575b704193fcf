import { APP_NAME } from '../reference/brand.js';
import type { Mail } from '../../ports/mail.js';
import { escapeHtml as escape } from '../html.js';

/** Account e-mails. Plain words, a single link, and the text part first for basic phones. */

/**
 * A short e-mail with one main link; `footer` lines come last (an unsubscribe link, say);
 * `copyHint` is the line for mail apps that do not open links (in the reader's language).
 */
export function linkMail(
  to: string,
  subject: string,
  lines: string[],
  label: string,
  href: string,
  footer: { text: string; href: string }[] = [],
  { copyHint = `If the button does not work, copy this address: ${href}` } = {},
): Mail {
  const text = [
    ...lines,
    '',
    `${label}: ${href}`,
    '',
    APP_NAME,
    ...footer.map((line) => `${line.text}: ${line.href}`),
  ].join('\n');
  const html = [
    ...lines.map((line) => `<p>${escape(line)}</p>`),
    `<p><a href="${escape(href)}">${escape(label)}</a></p>`,
    `<p style="color:#555">${escape(copyHint)}</p>`,
    ...footer.map(
      (line) => `<p style="color:#555"><a href="${escape(line.href)}">${escape(line.text)}</a></p>`,
    ),
  ].join('\n');
  return { to, subject, text, html };
}

export const actionLink = (appUrl: string, mode: string, code: string) =>
  `${appUrl.replace(/\/$/, '')}/auth/action?mode=${mode}&oobCode=${code}`;

export const accountEmails = {
  verify: (to: string, href: string) =>
    linkMail(
      to,
      'Verify your e-mail address',
      [
        'Welcome! Please confirm that this is your e-mail address to finish creating your account.',
        'The link works for 3 days.',
      ],
      'Verify my e-mail',
      href,
    ),
  resetPassword: (to: string, href: string) =>
    linkMail(
      to,
      'Reset your password',
      [
        'Someone asked to reset the password of your account. If it was you, open the link below.',
        'The link works for 1 hour. If it was not you, ignore this e-mail.',
      ],
      'Choose a new password',
      href,
    ),
  confirmNewEmail: (to: string, href: string) =>
    linkMail(
      to,
      'Confirm your new e-mail address',
      ['You asked to use this address for your account. Open the link to confirm the change.'],
      'Confirm my new e-mail',
      href,
    ),
  emailChanged: (to: string, newEmail: string, href: string) =>
    linkMail(
      to,
      'Your account e-mail was changed',
      [
        `The e-mail address of your account was changed to ${newEmail}.`,
        'If you did not do this, open the link below to restore this address, then change your password.',
      ],
      'Undo this change',
      href,
    ),
};
