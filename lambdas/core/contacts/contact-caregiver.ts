import { setTimeout as sleep } from 'node:timers/promises';
import type { UserActor } from '../actor.js';
import { blocks, blockedPair, conversationIdOf } from '../conversations/blocks.js';
import { ensureConversation } from '../conversations/conversations.js';
import { sharedWith } from '../conversations/sharing.js';
import { db } from '../db/service.js';
import { failedAt, transact } from '../db/transact.js';
import { conflict, forbidden, notFound } from '../errors.js';
import { newNotice, noticeWrites, type Notice } from '../inbox/notices.js';
import { entitlements } from '../payments/entitlements.js';
import { freeUse } from '../payments/free-use.js';
import { notPublic } from '../profiles/public-profile.js';
import { pointerCommit } from '../privacy/pointers.js';
import type { UserRecord } from '../users/users.js';
import { users } from '../users/users.js';
import { contactLimit, contactsUsed, limitReached } from './contact-limit.js';

const caregiverTypes = ['childcarer', 'cook'];
/** Tries of the write when a simultaneous contact of the same pair created it first. */
const ATTEMPTS = 4;

export const nameOf = (user: Pick<UserRecord, 'fullname' | 'username'>, fallback: string) =>
  user.fullname ?? user.username ?? fallback;

type Pair = { parent_id: string; caregiver_id: string };
/** 'limit': the free contacts are spent; 'blocked': either side blocked; 'retry': the pair changed meanwhile. */
type Outcome = 'done' | 'limit' | 'blocked' | 'retry';

/**
 * One transaction: the contact (created, or moved to now when the pair exists), the caregiver's
 * in-app mail and, for a first contact without a package, one free contact spent by an ADD
 * conditional on staying under the limit. The guard is the write's condition, so 50 parallel
 * contacts at limit N make exactly N.
 */
async function writeContact(
  pair: Pair,
  name: string,
  notice: Notice,
  freeLimit: number | null,
  now: number,
): Promise<Outcome> {
  const existing = (await db().entities.contact.get(pair).go()).data;
  const spends = !existing && freeLimit !== null;
  // A limit of 0 leaves nothing to spend; the condition below admits a first ADD on its own.
  if (spends && freeLimit <= 0) return 'limit';
  const refused = await transact((tx) => [
    blocks.unblockedCheck(tx, pair.parent_id, pair.caregiver_id),
    existing
      ? tx.contact.patch(pair).set({ caregiver_name: name, lastAt: now }).add({ times: 1 }).commit()
      : tx.contact
          .create({ ...pair, caregiver_name: name, firstAt: now, lastAt: now, times: 1 })
          .commit(),
    ...(spends ? [freeUse.spend(tx, pair.parent_id, 'contacts', freeLimit)] : []),
    ...noticeWrites(tx, notice),
    // the parent's history now holds the caregiver's name: a pointer for their deletion
    pointerCommit(tx, pair.caregiver_id, 'contact', pair.parent_id),
  ]);
  if (!refused) return 'done';
  if (failedAt(refused, 0)) return 'blocked';
  if (spends && failedAt(refused, 2)) return 'limit';
  // The pair was created (or removed) by a simultaneous contact: read it again and retry.
  return 'retry';
}

/**
 * A parent contacts a live caregiver or cook: the caregiver is told (in the app, and by e-mail
 * when allowed) with a link to the pair's conversation, which the contact opens. The parent
 * gets the caregiver's phone and e-mail only if the caregiver shares them with this parent
 * (conversations/sharing.ts). Without a parent package a first contact spends one of the free
 * contacts (contact_limit/limit); contacting the same caregiver again costs nothing.
 */
export async function contactCaregiver(
  actor: UserActor,
  caregiverId: string,
  message: string,
  now: number,
) {
  const [caregiver, parent, hasPackage, limit] = await Promise.all([
    users.get(caregiverId),
    users.require(actor.uid),
    entitlements.active(actor.uid, 'parent', now),
    contactLimit.get(),
    // a blocked pair is refused before anything is written or spent
    blocks.refuse(actor.uid, caregiverId),
  ]);
  if (!caregiver || !caregiverTypes.includes(caregiver.user_type) || caregiver.live !== true)
    throw notFound(notPublic);
  const pair = { parent_id: actor.uid, caregiver_id: caregiver.uid };
  const name = nameOf(caregiver, 'Caregiver');
  const conversation_id = conversationIdOf(pair.parent_id, pair.caregiver_id);
  const notice = newNotice(
    caregiver,
    'contact',
    { name: nameOf(parent, 'A family'), message, conversation_id },
    now,
    actor.uid,
  );
  const freeLimit = hasPackage ? null : limit;
  for (let attempt = 1; ; attempt++) {
    const outcome = await writeContact(pair, name, notice, freeLimit, now);
    if (outcome === 'done') break;
    if (outcome === 'limit') throw forbidden(limitReached(limit));
    if (outcome === 'blocked') throw forbidden(blockedPair);
    if (attempt === ATTEMPTS) throw conflict('Many requests at once. Please try again.');
    await sleep(20 * attempt * Math.random());
  }
  // The contact connects the pair: their conversation is where the caregiver answers.
  await ensureConversation(pair.parent_id, caregiver, now);
  const [used, shared] = await Promise.all([
    hasPackage ? null : contactsUsed(actor.uid),
    sharedWith(pair.parent_id, [caregiver]),
  ]);
  return {
    caregiver: { uid: caregiver.uid, fullname: name },
    details: shared.get(caregiver.uid) ?? null,
    conversation_id,
    remaining: used === null ? null : Math.max(0, limit - used),
    notices: [notice],
  };
}
