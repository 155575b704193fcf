import { db } from '../db/service.js';
import type { UserRecord } from '../users/users.js';
import type { CaregiverDetails } from './schemas.js';
import { conversationIdOf } from './blocks.js';
import type { ConversationRecord } from './views.js';

/** How to reach a caregiver: what they chose to share with one parent. */
export const detailsOf = (
  user: Pick<UserRecord, 'email' | 'phone' | 'phone_code' | 'signInPhone'>,
): CaregiverDetails =>
  // Without a profile phone, the number they sign in with (whole, with its code) reaches them.
  user.phone
    ? { email: user.email ?? null, phone: user.phone, phone_code: user.phone_code ?? null }
    : { email: user.email ?? null, phone: user.signInPhone ?? null, phone_code: null };

/**
 * THE contact-reveal rule: a parent sees a caregiver's phone and e-mail only while the caregiver
 * shares them with that parent, in their conversation, and neither side blocks. A contact, a
 * package or a verified e-mail alone reveals nothing (docs/decisions/messages-and-contacts.md,
 * "What a contact reveals, and what a block stops").
 */
export const sharesDetails = (conversation: ConversationRecord | null | undefined) =>
  Boolean(
    conversation?.shared_caregiver &&
    !conversation.blocked_parent &&
    !conversation.blocked_caregiver,
  );

/**
 * The details each of these caregivers shares with the parent: one BatchGet of the pairs'
 * conversations (their ids are derived from the pair). Caregivers who share nothing are absent.
 */
export async function sharedWith(parentId: string, caregivers: UserRecord[]) {
  const shared = new Map<string, CaregiverDetails>();
  if (!caregivers.length) return shared;
  const keys = caregivers.map((c) => ({ conversation_id: conversationIdOf(parentId, c.uid) }));
  const { data } = await db().entities.conversation.get(keys).go();
  const sharing = new Set(data.filter(sharesDetails).map((c) => c.caregiver_id));
  for (const caregiver of caregivers)
    if (sharing.has(caregiver.uid)) shared.set(caregiver.uid, detailsOf(caregiver));
  return shared;
}
