import { randomUUID } from 'node:crypto';
import { checksPassed } from '../../ports/write-gate.js';
import type { UserActor } from '../actor.js';
import { db } from '../db/service.js';
import { transact } from '../db/transact.js';
import { DomainError, forbidden } from '../errors.js';
import { newNotice } from '../inbox/notices.js';
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

/** The sender's name as a notice gives it (a read beside the message's write, only when told). */
async function senderName(uid: string, receiverSide: Side) {
  const { data } = await db()
    .entities.user.get({ uid })
    .go({ attributes: ['fullname', 'username', 'user_type'] });
  return data ? nameOf(data) : receiverSide === 'parent' ? 'Caregiver' : 'Family';
}

/**
 * A participant sends a message. One transaction: the message, the conversation's preview,
 * time and the receiver's unread count (conditional on neither side having blocked), and the
 * receiver's inbox-state (messages counter and `changed` stamp). At most one notice (e-mail,
 * and a text when chosen) an hour per conversation and receiver: when one is due by the read,
 * the same write moves the notice time, conditional on it still being due, so two messages at
 * once tell once (the one that finds it moved is stored without it).
 *
 * Two DynamoDB steps (issue 27): the conversation (and the caller's session) read, then the
 * transaction, with the sender's name read beside it when a notice goes out. Delivery reads
 * the receiver's choices and address itself (http/notice-ports.ts), so the notice time moves
 * whether or not they take e-mails or texts.
 */
export async function sendMessage(actor: UserActor, id: string, body: string, now: number) {
  const { conversation, side } = await participantOf(actor, id);
  if (blockedFor(conversation, side) !== 'none') throw forbidden(blockedMessage);
  const them = otherSide(side);
  const receiver = uidOn(conversation, them);
  const noticeAt = `noticeAt_${them}` as const;
  const message = { conversation_id: id, message_id: newMessageId(now), from: actor.uid, body };
  const preview = body.slice(0, PREVIEW_LENGTH);
  const store = (tells: boolean) =>
    transact((tx) => [
      tx.message.create({ ...message, sentAt: now }).commit(),
      tx.conversation
        .patch({ conversation_id: id })
        .set({
          lastAt: now,
          preview,
          lastFrom: actor.uid,
          lastSentAt: now,
          lastMessageId: message.message_id,
          ...(tells ? { [noticeAt]: now } : {}),
        })
        .add({ [`unread_${them}`]: 1 })
        .where((attr, ops) =>
          tells
            ? `${unblocked(attr, ops)} AND ${ops.lte(attr[noticeAt], now - NOTICE_GAP_MS)}`
            : unblocked(attr, ops),
        )
        .commit(),
      tx.inboxState.upsert({ uid: receiver }).add({ messages: 1 }).set({ changed: now }).commit(),
    ]);
  const due = now - conversation[noticeAt] >= NOTICE_GAP_MS;
  // The name is read beside the write: sent when the write is, once the caller's checks have
  // passed (ports/write-gate.ts), so it never answers first and pushes the write a step later.
  const named = due ? checksPassed().then(() => senderName(actor.uid, them)) : '';
  const [first, name] = await Promise.all([store(due), named]);
  const told = due && !first;
  // Refused with a notice due: a block, or another message took the notice meanwhile.
  const refused = first && due ? await store(false) : first;
  if (refused) throw forbidden(blockedMessage);
  const view = messageOf(actor.uid, conversation[`readAt_${them}`]);
  const notice = newNotice(
    { uid: receiver },
    'message',
    { name, body: preview, conversation_id: id },
    now,
  );
  return { message: view({ ...message, sentAt: now }), notices: told ? [notice] : [] };
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
