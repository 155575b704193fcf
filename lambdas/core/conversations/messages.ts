import { randomUUID } from 'node:crypto';
import { logger } from '../../ports/logger.js';
import type { UserActor } from '../actor.js';
import { isConditionFailure } from '../db/errors.js';
import { db } from '../db/service.js';
import { transact } from '../db/transact.js';
import { DomainError, forbidden } from '../errors.js';
import { noticeMail, type NoticePorts } from '../inbox/notices.js';
import { textNotices, textReaders } from '../sms/notice-texts.js';
import { unblocked } from './blocks.js';
import { participantOf } from './conversations.js';
import { PREVIEW_LENGTH } from './schemas.js';
import {
  blockedFor,
  messageOf,
  nameOf,
  otherSide,
  uidOn,
  type ConversationRecord,
  type Side,
} from './views.js';

export const blockedMessage = 'You can no longer message each other.';
/** At most one e-mail notice per conversation per receiver in this time. */
export const NOTICE_GAP_MS = 3_600_000;
/** Tries of a read when a message arrives between reading the count and writing it. */
const READ_ATTEMPTS = 3;

/** Message ids sort by time: the time in base 36, padded, then randomness. */
const newMessageId = (now: number) =>
  `${now.toString(36).padStart(9, '0')}${randomUUID().replace(/-/g, '').slice(0, 12)}`;

/**
 * A participant sends a message. One transaction: the message, the conversation's preview,
 * time and the receiver's unread count (conditional on neither side having blocked), and the
 * receiver's inbox-state (messages counter and `changed` stamp). Then at most one e-mail notice
 * an hour per conversation and receiver.
 */
export async function sendMessage(
  ports: NoticePorts,
  actor: UserActor,
  id: string,
  body: string,
  now: number,
) {
  const { conversation, side } = await participantOf(actor, id);
  if (blockedFor(conversation, side) !== 'none') throw forbidden(blockedMessage);
  const them = otherSide(side);
  const receiver = uidOn(conversation, them);
  const message = { conversation_id: id, message_id: newMessageId(now), from: actor.uid, body };
  const preview = body.slice(0, PREVIEW_LENGTH);
  const refused = await transact((tx) => [
    tx.message.create({ ...message, sentAt: now }).commit(),
    tx.conversation
      .patch({ conversation_id: id })
      .set({
        lastAt: now,
        preview,
        lastFrom: actor.uid,
        lastSentAt: now,
        lastMessageId: message.message_id,
      })
      .add({ [`unread_${them}`]: 1 })
      .where(unblocked)
      .commit(),
    tx.inboxState.upsert({ uid: receiver }).add({ messages: 1 }).set({ changed: now }).commit(),
  ]);
  if (refused) throw forbidden(blockedMessage);
  await noticeOnce(ports, conversation, them, actor.uid, preview, now);
  const view = messageOf(actor.uid, conversation[`readAt_${them}`]);
  return { message: view({ ...message, sentAt: now }) };
}

/**
 * E-mails (and texts, when chosen) the receiver about a new message when they allow it and
 * were not told about this conversation in the last hour. The notice time moves by a conditional write first, so
 * two messages at once still send one e-mail. The message is stored: a failure is logged.
 */
async function noticeOnce(
  ports: NoticePorts,
  conversation: ConversationRecord,
  them: Side,
  sender: string,
  preview: string,
  now: number,
) {
  const noticeAt = `noticeAt_${them}` as const;
  if (now - conversation[noticeAt] < NOTICE_GAP_MS) return;
  const entities = db().entities;
  const receiver = (await entities.user.get({ uid: uidOn(conversation, them) }).go()).data;
  if (!receiver) return;
  const emails = receiver.send_emails !== false;
  const texts = (await textReaders([receiver.uid], 'messages')).has(receiver.uid);
  if (!emails && !texts) return;
  try {
    await entities.conversation
      .patch({ conversation_id: conversation.conversation_id })
      .set({ [noticeAt]: now })
      .where((attr, { lte }) => lte(attr[noticeAt], now - NOTICE_GAP_MS))
      .go();
  } catch (error) {
    if (isConditionFailure(error)) return;
    throw error;
  }
  const from = (await entities.user.get({ uid: sender }).go()).data;
  const name = from ? nameOf(from) : them === 'parent' ? 'Caregiver' : 'Family';
  const data = { name, body: preview, conversation_id: conversation.conversation_id };
  const mail = noticeMail(
    ports.appUrl,
    { to: receiver.email, name: 'message', data },
    receiver.appLanguage,
  );
  await Promise.all([
    emails && ports.sendMail(mail),
    texts && textNotices(ports, [{ uid: receiver.uid, name: 'message', data }], now),
  ]).catch((error: unknown) => logger.error('Message notice not sent', { error: error as Error }));
}

/** The caller's total of unread messages (their inbox-state counter). */
export async function messageCount(uid: string) {
  const { data } = await db().entities.inboxState.get({ uid }).go();
  return Math.max(0, data?.messages ?? 0);
}

/**
 * The caller read the thread: their read time moves to now, their unread count to 0, and their
 * messages counter down by exactly what was unread, in one transaction conditional on that
 * unread number (a message arriving meanwhile makes it retry), so the counter stays exact.
 */
export async function markRead(actor: UserActor, id: string, now: number) {
  for (let attempt = 1; ; attempt++) {
    const { conversation, side } = await participantOf(actor, id);
    const unread = conversation[`unread_${side}`];
    const refused = await transact((tx) => [
      tx.conversation
        .patch({ conversation_id: id })
        .set({ [`unread_${side}`]: 0, [`readAt_${side}`]: now })
        .where((attr, { eq }) => eq(attr[`unread_${side}`], unread))
        .commit(),
      ...(unread > 0
        ? [
            tx.inboxState
              .upsert({ uid: actor.uid })
              .subtract({ messages: unread })
              .set({ changed: now })
              .commit(),
          ]
        : []),
    ]);
    if (!refused) break;
    if (attempt >= READ_ATTEMPTS)
      throw new DomainError('unavailable', 'Many messages are arriving. Please try again.');
  }
  return { unread: 0 as const, messageCount: await messageCount(actor.uid) };
}

/** The caller blocks (or unblocks) the other side; only their own block moves. */
export async function setBlock(actor: UserActor, id: string, block: boolean) {
  const { side } = await participantOf(actor, id);
  const { data } = await db()
    .entities.conversation.patch({ conversation_id: id })
    .set({ [`blocked_${side}`]: block })
    .go({ response: 'all_new' });
  return { blocked: blockedFor(data as ConversationRecord, side) };
}
