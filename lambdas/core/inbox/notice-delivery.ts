import { mailAddressOf } from '../users/users.js';
import type { EntityItem } from 'electrodb';
import { logger } from '../ports/provided.js';
import { db } from '../db/service.js';
import { textNotices } from '../sms/notice-texts.js';
import type { Mail } from './mail.entity.js';
import { claimThenSendMail } from '../mail-outbox/outbox.js';
import { noticeMail, type Notice, type NoticePorts } from './notices.js';
import { noticeNames, type NoticeData, type NoticeName } from './templates.js';

type MailRecord = EntityItem<typeof Mail>;

/**
 * Notices a consumer tells of itself, at its own pace, as it writes them (the job-match
 * fan-out, lambdas/core/jobs/job-match.ts): the stream's filter leaves them out
 * (lambdas/events/streams.ts) and so does `deliverWrittenNotice`.
 */
export const selfDeliveredNotices: readonly NoticeName[] = ['job-match'];

const isNoticeName = (name: string): name is NoticeName =>
  (noticeNames as readonly string[]).includes(name);

/**
 * E-mails and texts an in-app notice after the action that wrote it has answered
 * (docs/decisions/mail-and-sms.md, "Mail and texts after the answer"), to a recipient who allows
 * it, as the request used to. The notice is taken by a conditional write on it, in one transaction
 * with its e-mail's outbox item, so a stream record delivered twice sends once and a consumer that
 * stops half way leaves the e-mail to the retrier; a notice deleted meanwhile (the account was)
 * sends nothing. Texts stay best effort, as they always were.
 */
export async function deliverWrittenNotice(
  ports: NoticePorts,
  record: MailRecord,
  now = Date.now(),
): Promise<'sent' | 'skipped'> {
  const name = record.template.name;
  if (!isNoticeName(name) || selfDeliveredNotices.includes(name)) return 'skipped';
  const notice: Notice = {
    mail_id: record.mail_id,
    uid: record.uid,
    to: record.to,
    name,
    data: (record.template.data ?? {}) as NoticeData,
    posted: record.posted,
  };
  const person = (await db().entities.user.get({ uid: record.uid }).go()).data;
  const address = person && (notice.to ?? mailAddressOf(person));
  const mail =
    person && address && person.send_emails !== false
      ? noticeMail(ports.appUrl, { ...notice, to: address }, person.appLanguage)
      : undefined;
  const taken = await claimThenSendMail(
    (tx) =>
      tx.mail
        .patch({ mail_id: record.mail_id })
        .set({ delivered: now })
        .where(({ delivered }, { notExists }) => notExists(delivered))
        .commit(),
    mail,
  );
  if (taken === 'skipped') return 'skipped';
  await textNotices(ports, [notice], now).catch((error: unknown) =>
    logger.error('Notice texts not sent', { error: error as Error }),
  );
  return 'sent';
}
