import type { UserActor } from '../actor.js';
import { db } from '../db/service.js';
import { entitlements } from '../payments/entitlements.js';
import { conversationIdOf } from '../conversations/blocks.js';
import { sharedWith } from '../conversations/sharing.js';
import { contactLimit, contactsUsed } from './contact-limit.js';

/** Spec section 9: lists are 15 a page. */
const PAGE = 15;

/**
 * A parent's contact history, most recently contacted first, 15 a page: who and when, with the
 * caregiver's phone and e-mail where the caregiver shares them with this parent. Also how many
 * free contacts are used of the limit, and whether a package makes that moot.
 */
export async function contactHistory(actor: UserActor, cursor: string | undefined, now: number) {
  const [page, limit, used, hasPackage] = await Promise.all([
    db()
      .entities.contact.query.byParent({ parent_id: actor.uid })
      .go({ order: 'desc', limit: PAGE, cursor: cursor ?? null }),
    contactLimit.get(),
    contactsUsed(actor.uid),
    entitlements.active(actor.uid, 'parent', now),
  ]);
  const ids = page.data.map((contact) => ({ uid: contact.caregiver_id }));
  const people = ids.length ? (await db().entities.user.get(ids).go()).data : [];
  const open = new Set(people.map((person) => person.uid));
  const shared = await sharedWith(actor.uid, people);
  return {
    contacts: page.data.map((contact) => ({
      caregiver_id: contact.caregiver_id,
      caregiver_name: contact.caregiver_name,
      firstAt: contact.firstAt,
      lastAt: contact.lastAt,
      times: contact.times,
      conversation_id: conversationIdOf(actor.uid, contact.caregiver_id),
      // the caregiver has deleted their account
      closed: !open.has(contact.caregiver_id),
      // only while the caregiver shares them with this parent
      details: shared.get(contact.caregiver_id) ?? null,
    })),
    cursor: page.cursor,
    limit,
    used,
    hasPackage,
  };
}
