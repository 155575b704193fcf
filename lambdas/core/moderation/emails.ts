import type { Mail } from '../ports/mail.js';
import type { TextMessage } from '../ports/sms.js';
import { smsWords } from '../sms/sms-words.js';
import { linkMail } from '../auth/emails.js';
import { mailWords } from '../mail-words/mail-words.js';
import type { ReviewedKind } from './schemas.js';

/** Tells a user, in their language, why their document was not accepted, and how to send a new one. */
export function documentRejectedMail(
  to: string,
  kind: ReviewedKind,
  reason: string,
  uploadsUrl: string,
  language?: string,
): Mail {
  const t = mailWords(language);
  const lines = [
    t('rejected.checked', { kind }),
    t('rejected.reason', { reason }),
    t('rejected.again'),
  ];
  return linkMail(t, to, t('rejected.subject', { kind }), lines, t('rejected.action'), uploadsUrl);
}

/**
 * The same, by text, for a person without an e-mail address (an account made by phone): the
 * subject and the reason, the uploads link and the STOP line of every notice text.
 */
export function documentRejectedText(
  to: string,
  kind: ReviewedKind,
  reason: string,
  uploadsUrl: string,
  language?: string,
): TextMessage {
  const t = mailWords(language);
  const title = `${t('rejected.subject', { kind })} ${t('rejected.reason', { reason })}`;
  return {
    to,
    body: smsWords(language)('notice', { title: title.slice(0, 300), link: uploadsUrl }),
  };
}
