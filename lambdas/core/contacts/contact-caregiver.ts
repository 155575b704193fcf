import { setTimeout as sleep } from 'node:timers/promises';
import type { UserActor } from '../actor.js';
import { blocks, blockedPair, conversationIdOf } from '../conversations/blocks.js';
import { newConversation } from '../conversations/conversations.js';
import { detailsOf, sharesDetails } from '../conversations/sharing.js';
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
 * What the contact's write depends on about the pair: their conversation (its blocks and
 * sharing; absent before the first contact), their contact record, and the free contacts the
 * parent has used. All read at once, beside the other reads.
 */
async function readPair(pair: Pair) {
  const conversation_id = conversationIdOf(pair.parent_id, pair.caregiver_id);
  const [conversation, contact, used] = await Promise.all([
    db().entities.conversation.get({ conversation_id }).go(),
    db().entities.contact.get(pair).go(),
    contactsUsed(pair.parent_id),
  ]);
  return { conversation: conversation.data, existing: contact.data, used };
}
type PairState = Awaited<ReturnType<typeof readPair>>;

/**
 * One transaction: the pair's conversation (created with the first contact, else the block
 * rule's check), the contact (created, or moved to now when the pair has one),
 * the caregiver's in-app mail and, for a first contact without a package, one free contact
 * spent by an ADD conditional on staying under the limit. Every guard is a condition of this
 * write, so 50 parallel contacts at limit N make exactly N, and a block that lands after the
 * read still stops it.
 */
async function writeContact(
  caregiver: UserRecord,
  state: PairState,
  write: { pair: Pair; name: string; notice: Notice; freeLimit: number | null; now: number },
): Promise<Outcome> {
  const { pair, name, notice, freeLimit, now } = write;
  const spends = !state.existing && freeLimit !== null;
  // A limit of 0 leaves nothing to spend; the condition below admits a first ADD on its own.
  if (spends && freeLimit <= 0) return 'limit';
  const refused = await transact((tx) => [
    state.conversation
      ? blocks.unblockedCheck(tx, pair.parent_id, pair.caregiver_id)
      : tx.conversation.create(newConversation(pair.parent_id, caregiver, now)).commit(),
    state.existing
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
  if (state.conversation && failedAt(refused, 0)) return 'blocked';
  if (spends && failedAt(refused, 2)) return 'limit';
  // The pair's conversation or contact was made (or removed) by a simultaneous contact: read
  // it again and retry.
  return 'retry';
}

/** A block read with the pair is refused before anything is written or spent. */
function refuseBlocked(state: PairState) {
  const conversation = state.conversation;
  if (conversation && (conversation.blocked_parent || conversation.blocked_caregiver))
    throw forbidden(blockedPair);
}

/**
 * A parent contacts a live caregiver or cook: the caregiver is told (in the app, and by e-mail
 * when allowed) with a link to the pair's conversation, which the contact opens. The parent
 * gets the caregiver's phone and e-mail only if the caregiver shares them with this parent
 * (conversations/sharing.ts). Without a parent package a first contact spends one of the free
 * contacts (contact_limit/limit); contacting the same caregiver again costs nothing.
 *
 * Two DynamoDB steps (docs/decisions/data-and-dynamodb.md, "Writes in two steps: contact, message,
 * checkout"): everything it reads at once (the pair is known from the request), then one
 * transaction whose conditions hold the guards; a condition that failed because the pair changed
 * meanwhile is read again and retried.
 */
export async function contactCaregiver(
  actor: UserActor,
  caregiverId: string,
  message: string,
  now: number,
) {
  const pair = { parent_id: actor.uid, caregiver_id: caregiverId };
  const [caregiver, parent, hasPackage, limit, read] = await Promise.all([
    users.get(caregiverId),
    users.require(actor.uid),
    entitlements.active(actor.uid, 'parent', now),
    contactLimit.get(),
    readPair(pair),
  ]);
  let state = read;
  refuseBlocked(state);
  if (!caregiver || !caregiverTypes.includes(caregiver.user_type) || caregiver.live !== true)
    throw notFound(notPublic);
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
    const outcome = await writeContact(caregiver, state, { pair, name, notice, freeLimit, now });
    if (outcome === 'done') break;
    if (outcome === 'limit') throw forbidden(limitReached(limit));
    if (outcome === 'blocked') throw forbidden(blockedPair);
    if (attempt === ATTEMPTS) throw conflict('Many requests at once. Please try again.');
    await sleep(20 * attempt * Math.random());
    state = await readPair(pair);
    refuseBlocked(state);
  }
  // What the parent has now: the free contacts used by the read, and this one if it spent.
  const used = state.used + (state.existing ? 0 : 1);
  return {
    caregiver: { uid: caregiver.uid, fullname: name },
    // a conversation made by this contact shares nothing yet
    details: sharesDetails(state.conversation) ? detailsOf(caregiver) : null,
    conversation_id,
    remaining: hasPackage ? null : Math.max(0, limit - used),
    notices: [notice],
  };
}
