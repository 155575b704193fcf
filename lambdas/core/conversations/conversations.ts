import type { Storage } from '../ports/storage.js';
import type { UserActor } from '../actor.js';
import { isConditionFailure } from '../db/errors.js';
import { db } from '../db/service.js';
import { forbidden, invalid, notFound } from '../errors.js';
import { conversationIdOf } from './blocks.js';
import { isConnected } from './connections.js';
import { detailsOf, sharesDetails } from './sharing.js';
import {
  messageOf,
  personAttributes,
  sideOf,
  summaryOf,
  uidOn,
  otherSide,
  type ConversationRecord,
  type Person,
} from './views.js';

/** Spec section 9: lists are 15 a page; a thread shows 20 messages a page. */
const PAGE = 15;
const THREAD_PAGE = 20;
const caregiverTypes = ['childcarer', 'cook'];

export const notConnected =
  'You can message people you are connected with: an application, an offer or a contact.';
export const conversationGone = 'Conversation not found';

export { conversationIdOf };

const person = async (uid: string) =>
  (
    await db()
      .entities.user.get({ uid })
      .go({ attributes: [...personAttributes] })
  ).data ?? undefined;

/** The conversation and the caller's side; 404 for anyone who is not in it. */
export async function participantOf(actor: UserActor, id: string) {
  const { data } = await db().entities.conversation.get({ conversation_id: id }).go();
  const side = data && sideOf(data, actor.uid);
  if (!data || !side) throw notFound(conversationGone);
  return { conversation: data, side };
}

/** A new conversation of the pair, as a create (here, or in a contact's transaction) writes it. */
export const newConversation = (
  parentId: string,
  caregiver: { uid: string; user_type: string },
  now: number,
) => ({
  conversation_id: conversationIdOf(parentId, caregiver.uid),
  parent_id: parentId,
  caregiver_id: caregiver.uid,
  caregiver_type: caregiver.user_type,
  created: now,
  lastAt: now,
});

/**
 * Makes the pair's conversation unless it exists (a conditional create): answers whether this
 * call made it. Only for a connected pair; the caller has checked.
 */
export async function ensureConversation(
  parentId: string,
  caregiver: { uid: string; user_type: string },
  now: number,
) {
  try {
    await db()
      .entities.conversation.create(newConversation(parentId, caregiver, now))
      .go();
    return true;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    return false;
  }
}

/**
 * Opens the caller's conversation with another user: only between a parent and a caregiver
 * who are connected (checked when first opened). A conditional create, so two opens at once
 * make one conversation; the later one answers it as already there.
 */
export async function openConversation(
  storage: Pick<Storage, 'publicLink'>,
  actor: UserActor,
  withUid: string,
  now: number,
) {
  if (withUid === actor.uid) throw invalid('You cannot message yourself');
  const [me, other] = await Promise.all([person(actor.uid), person(withUid)]);
  if (!other) throw notFound('This profile is not available');
  const pair = [me, other];
  const parent = pair.find((p) => p?.user_type === 'parent');
  const caregiver = pair.find((p) => caregiverTypes.includes(p?.user_type ?? ''));
  if (!parent || !caregiver) throw forbidden(notConnected);
  const conversation_id = conversationIdOf(parent.uid, caregiver.uid);
  const summary = (conversation: ConversationRecord) =>
    summaryOf(storage, conversation, sideOf(conversation, actor.uid)!, other);
  const existing = (await db().entities.conversation.get({ conversation_id }).go()).data;
  if (existing) return { created: false, conversation: await summary(existing) };
  if (!(await isConnected(parent.uid, caregiver.uid))) throw forbidden(notConnected);
  const created = await ensureConversation(parent.uid, caregiver, now);
  const stored = (await db().entities.conversation.get({ conversation_id }).go()).data;
  if (!stored) throw notFound(conversationGone);
  return { created, conversation: await summary(stored) };
}

/** The caller's conversations, latest activity first, 15 a page: one Query on their index. */
export async function listConversations(
  storage: Pick<Storage, 'publicLink'>,
  actor: UserActor,
  cursor?: string,
) {
  const side = actor.groups.includes('parent') ? 'parent' : 'caregiver';
  const entity = db().entities.conversation;
  const query =
    side === 'parent'
      ? entity.query.byParent({ parent_id: actor.uid })
      : entity.query.byCaregiver({ caregiver_id: actor.uid });
  const page = await query.go({ order: 'desc', limit: PAGE, cursor: cursor ?? null });
  const others = page.data.map((c) => ({ uid: uidOn(c, otherSide(side)) }));
  const found = others.length
    ? (
        await db()
          .entities.user.get(others)
          .go({ attributes: [...personAttributes] })
      ).data
    : [];
  const byUid = new Map<string, Person>(found.map((p) => [p.uid, p]));
  const conversations = await Promise.all(
    page.data.map((c) => summaryOf(storage, c, side, byUid.get(uidOn(c, otherSide(side))))),
  );
  return { conversations, cursor: page.cursor };
}

/** The caregiver's details for the parent of this conversation, while the caregiver shares them. */
async function sharedDetails(conversation: ConversationRecord) {
  if (!sharesDetails(conversation)) return null;
  const { data } = await db()
    .entities.user.get({ uid: conversation.caregiver_id })
    .go({ attributes: ['email', 'phone', 'phone_code'] });
  return data ? detailsOf(data) : null;
}

/**
 * One thread for a participant: the 20 newest messages (or the 20 before the cursor), oldest
 * first within the page, so the screen shows the newest last.
 */
export async function readThread(
  storage: Pick<Storage, 'publicLink'>,
  actor: UserActor,
  id: string,
  cursor?: string,
) {
  const { conversation, side } = await participantOf(actor, id);
  const [page, other] = await Promise.all([
    db()
      .entities.message.query.byConversation({ conversation_id: id })
      .go({ order: 'desc', limit: THREAD_PAGE, cursor: cursor ?? null }),
    person(uidOn(conversation, otherSide(side))),
  ]);
  const view = messageOf(actor.uid, conversation[`readAt_${otherSide(side)}`]);
  return {
    conversation: await summaryOf(storage, conversation, side, other),
    details: side === 'parent' ? await sharedDetails(conversation) : null,
    messages: page.data.reverse().map(view),
    cursor: page.cursor,
  };
}
