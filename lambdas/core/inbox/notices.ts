import { randomUUID } from 'node:crypto';
import type { Mail } from '../ports/mail.js';
import type { TextMessage } from '../ports/sms.js';
import { linkMail } from '../auth/emails.js';
import { pointerCommit } from '../privacy/pointers.js';
import type { Tx } from '../db/tx.js';
import { positionWords } from '../position-words/position-words.js';
import { renderNotice, withPositionNamed, type NoticeData, type NoticeName } from './templates.js';
import { localeOf } from '../i18n/locales.js';
import { noticeWords } from './notice-language.js';
import { mailWords } from '../mail-words/mail-words.js';

/** One in-app mail for one recipient, about to be written. */
export interface Notice {
  mail_id: string;
  uid: string;
  /**
   * The recipient's address, when the action read their account anyway; absent when it did
   * not need to (an application: the poster is known only from the job), as e-mail delivery
   * reads every recipient's account for their choice and language in any case.
   */
  to?: string;
  name: NoticeName;
  data: NoticeData;
  posted: number;
  /** The person whose name or words the notice carries (a pointer lets deletion find it). */
  about?: string;
}

export interface NoticePorts {
  sendMail: (mail: Mail) => Promise<void>;
  /** Texts for those who chose them (lambdas/core/sms/notice-texts.ts). */
  sendText: (text: TextMessage) => Promise<void>;
  appUrl: string;
}

export const newNotice = (
  recipient: { uid: string; email?: string },
  name: NoticeName,
  data: NoticeData,
  posted: number,
  about?: string,
): Notice => ({
  mail_id: randomUUID(),
  uid: recipient.uid,
  ...(recipient.email ? { to: recipient.email } : {}),
  name,
  data,
  posted,
  ...(about ? { about } : {}),
});

/**
 * The writes that deliver a notice, to go in the same transaction as the action it tells of:
 * the mail record and the recipient's unread count (atomic ADD), so neither can be lost or
 * counted apart from the other.
 */
export const noticeWrites = (tx: Tx, notice: Notice) => [
  tx.mail
    .create({
      mail_id: notice.mail_id,
      uid: notice.uid,
      posted: notice.posted,
      to: notice.to,
      template: { name: notice.name, data: notice.data },
      ids: [notice.uid],
    })
    .commit(),
  tx.inboxState
    .upsert({ uid: notice.uid })
    .add({ unread: 1 })
    .set({ changed: notice.posted })
    .commit(),
  ...(notice.about ? [pointerCommit(tx, notice.about, 'notice', notice.mail_id)] : []),
];

/**
 * The e-mail copy of a notice: the same words as the inbox, in the recipient's language (the
 * one kept on their account; English when none is), with a link into the app.
 */
export function noticeMail(
  appUrl: string,
  notice: Pick<Notice, 'name' | 'data'> & { to: string },
  language?: string,
): Mail {
  const t = noticeWords.in(localeOf(language));
  const data = withPositionNamed(notice.data, positionWords(language));
  const rendered = renderNotice(notice.name, data, t);
  const href = `${appUrl.replace(/\/$/, '')}${rendered.path}`;
  const mail = mailWords(language);
  return linkMail(mail, notice.to, rendered.title, rendered.lines, rendered.action, href);
}
