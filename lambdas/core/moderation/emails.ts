import type { Mail } from '../ports/mail.js';
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
