import type { EntityItem } from 'electrodb';
import type { Storage } from '../ports/storage.js';
import { photoLinks } from '../profiles/photo-renditions.js';
import type { UserRecord } from '../users/users.js';
import type { Conversation } from './conversation.entity.js';
import type { Message } from './message.entity.js';

export type ConversationRecord = EntityItem<typeof Conversation>;
export type MessageRecord = EntityItem<typeof Message>;
export type Side = 'parent' | 'caregiver';
export type Person = Pick<UserRecord, 'uid' | 'fullname' | 'username' | 'user_type' | 'photoUrl'>;
/** The only user attributes a conversation answer reads: never e-mail, phone or address. */
export const personAttributes = ['uid', 'fullname', 'username', 'user_type', 'photoUrl'] as const;

/** The caller's side of a conversation, or undefined for anyone else (admins included). */
export const sideOf = (conversation: ConversationRecord, uid: string): Side | undefined =>
  conversation.parent_id === uid
    ? 'parent'
    : conversation.caregiver_id === uid
      ? 'caregiver'
      : undefined;

export const otherSide = (side: Side): Side => (side === 'parent' ? 'caregiver' : 'parent');
export const uidOn = (conversation: ConversationRecord, side: Side) =>
  side === 'parent' ? conversation.parent_id : conversation.caregiver_id;

export const nameOf = (person: Pick<Person, 'fullname' | 'username'> & { user_type?: string }) =>
  person.fullname ?? person.username ?? (person.user_type === 'parent' ? 'Family' : 'Caregiver');

/** Whether either side blocked the other, as the caller sees it. */
export function blockedFor(conversation: ConversationRecord, side: Side) {
  if (conversation[`blocked_${side}`]) return 'by-me' as const;
  if (conversation[`blocked_${otherSide(side)}`]) return 'by-them' as const;
  return 'none' as const;
}

/** Shown instead of the preview of a message an admin hid. */
export const hiddenPreview = 'Message hidden by our team';

/** The last message's preview, unless an admin hid that message. */
export const previewOf = (conversation: ConversationRecord) =>
  conversation.lastMessageId && conversation.hiddenMessages?.includes(conversation.lastMessageId)
    ? hiddenPreview
    : conversation.preview;

/** A conversation as the caller on `side` sees it; `other` is the other person's record. */
export async function summaryOf(
  storage: Pick<Storage, 'publicLink'>,
  conversation: ConversationRecord,
  side: Side,
  other: Person | undefined,
) {
  const them = otherSide(side);
  const uid = uidOn(conversation, them);
  const user_type = them === 'parent' ? 'parent' : conversation.caregiver_type;
  const me = uidOn(conversation, side);
  return {
    id: conversation.conversation_id,
    other: {
      uid,
      name: nameOf({ ...other, user_type }),
      user_type,
      ...(await photoLinks(storage, other?.photoUrl)),
    },
    lastMessage: conversation.lastSentAt
      ? {
          body: previewOf(conversation) ?? '',
          sentAt: conversation.lastSentAt,
          fromMe: conversation.lastFrom === me,
        }
      : null,
    unread: conversation[`unread_${side}`],
    blocked: blockedFor(conversation, side),
    /** Whether the caregiver shares their phone and e-mail with the parent. */
    shared: Boolean(conversation.shared_caregiver),
    otherReadAt: conversation[`readAt_${them}`],
    updatedAt: conversation.lastAt,
  };
}

/** A message as a participant sees it: seen once the other side read past it. */
export const messageOf = (me: string, otherReadAt: number) => (message: MessageRecord) => {
  const fromMe = message.from === me;
  return {
    id: message.message_id,
    fromMe,
    body: message.hidden ? '' : message.body,
    sentAt: message.sentAt,
    seen: fromMe && otherReadAt >= message.sentAt,
    ...(message.hidden ? { hidden: true } : {}),
  };
};
