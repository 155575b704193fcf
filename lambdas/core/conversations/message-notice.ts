import { mailAddressOf } from '../users/users.js';
import { logger } from '../ports/provided.js';
import { db } from '../db/service.js';
import { claimThenSendMail } from '../mail-outbox/outbox.js';
import { noticeMail, type NoticePorts } from '../inbox/notices.js';
import { textNotices, textReaders } from '../sms/notice-texts.js';
import { PREVIEW_LENGTH } from './schemas.js';
import { nameOf, otherSide, sideOf, uidOn, type MessageRecord } from './views.js';

/** At most one e-mail notice per conversation per receiver in this time. */
export const NOTICE_GAP_MS = 3_600_000;

/**
 * E-mails (and texts, when chosen) the receiver of a message that was just stored, after the send
 * has answered (the deliveries consumer, docs/decisions/mail-and-sms.md "Mail and texts after the
 * answer"), when they allow it and were not told about this conversation in the hour before it was
 * sent. The notice time moves by a conditional write, in one transaction with the e-mail's outbox
 * item, so two messages at once, or one stream record delivered twice, still send one e-mail, and a
 * consumer that stops half way leaves it to the retrier. Texts are best effort: a failure is
 * logged.
 */
export async function tellOfMessage(
  ports: NoticePorts,
  message: Pick<MessageRecord, 'conversation_id' | 'from' | 'body' | 'sentAt'>,
): Promise<'sent' | 'skipped'> {
  const entities = db().entities;
  const { conversation_id, sentAt } = message;
  const conversation = (await entities.conversation.get({ conversation_id }).go()).data;
  const side = conversation && sideOf(conversation, message.from);
  if (!conversation || !side) return 'skipped';
  const them = otherSide(side);
  const noticeAt = `noticeAt_${them}` as const;
  if (sentAt - conversation[noticeAt] < NOTICE_GAP_MS) return 'skipped';
  const receiverUid = uidOn(conversation, them);
  const [receiver, from, textedUids] = await Promise.all([
    entities.user.get({ uid: receiverUid }).go(),
    entities.user.get({ uid: message.from }).go(),
    textReaders([receiverUid], 'messages'),
  ]);
  if (!receiver.data) return 'skipped';
  const address = mailAddressOf(receiver.data);
  const texts = textedUids.has(receiverUid);
  if (!address && !texts) return 'skipped';
  const name = from.data ? nameOf(from.data) : them === 'parent' ? 'Caregiver' : 'Family';
  const data = { name, body: message.body.slice(0, PREVIEW_LENGTH), conversation_id };
  const mail =
    address === undefined
      ? undefined
      : noticeMail(ports.appUrl, { to: address, name: 'message', data }, receiver.data.appLanguage);
  const taken = await claimThenSendMail(
    (tx) =>
      tx.conversation
        .patch({ conversation_id })
        .set({ [noticeAt]: sentAt })
        .where((attr, { lte }) => lte(attr[noticeAt], sentAt - NOTICE_GAP_MS))
        .commit(),
    mail,
  );
  if (taken === 'skipped') return 'skipped';
  if (texts)
    await textNotices(ports, [{ uid: receiverUid, name: 'message', data }], sentAt).catch(
      (error: unknown) => logger.error('Message notice not sent', { error: error as Error }),
    );
  return 'sent';
}
