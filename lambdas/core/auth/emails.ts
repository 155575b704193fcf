import { APP_NAME } from '../reference/brand.js';
import type { Mail } from '../ports/mail.js';
import { escapeHtml as escape } from '../html.js';
import { mailWords, type MailWords } from '../mail-words/mail-words.js';

/** Account e-mails. Plain words, a single link, and the text part first for basic phones. */

/**
 * A short e-mail with one main link; `footer` lines come last (an unsubscribe link, say). The
 * words come in the reader's language (`t`), the copy-the-address line included.
 */
export function linkMail(
  t: MailWords,
  to: string,
  subject: string,
  lines: string[],
  label: string,
  href: string,
  footer: { text: string; href: string }[] = [],
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
    `<p style="color:#555">${escape(t('copyAddress', { href }))}</p>`,
    ...footer.map(
      (line) => `<p style="color:#555"><a href="${escape(line.href)}">${escape(line.text)}</a></p>`,
    ),
  ].join('\n');
  return { to, subject, text, html };
}

export const actionLink = (appUrl: string, mode: string, code: string) =>
  `${appUrl.replace(/\/$/, '')}/auth/action?mode=${mode}&oobCode=${code}`;

/** Account e-mails, in the language kept on the account (`language`; English when none). */
export const accountEmails = {
  verify: (to: string, href: string, language?: string) => {
    const t = mailWords(language);
    const lines = [t('verify.welcome'), t('verify.valid')];
    return linkMail(t, to, t('verify.subject'), lines, t('verify.action'), href);
  },
  resetPassword: (to: string, href: string, language?: string) => {
    const t = mailWords(language);
    const lines = [t('reset.asked'), t('reset.valid')];
    return linkMail(t, to, t('reset.subject'), lines, t('reset.action'), href);
  },
  /** A reset asked for a suspended account: no link (it could not sign in), but why, and where to appeal. */
  suspended: (to: string, appUrl: string, language?: string) => {
    const t = mailWords(language);
    const lines = [t('suspended.resetAsked'), t('suspended.noLink'), t('suspended.appeal')];
    const href = `${appUrl.replace(/\/$/, '')}/contactus`;
    return linkMail(t, to, t('suspended.subject'), lines, t('suspended.action'), href);
  },
  confirmNewEmail: (to: string, href: string, language?: string) => {
    const t = mailWords(language);
    const lines = [t('newEmail.line')];
    return linkMail(t, to, t('newEmail.subject'), lines, t('newEmail.action'), href);
  },
  emailChanged: (to: string, newEmail: string, href: string, language?: string) => {
    const t = mailWords(language);
    const lines = [t('changed.line', { email: newEmail }), t('changed.undoHint')];
    return linkMail(t, to, t('changed.subject'), lines, t('changed.action'), href);
  },
};
