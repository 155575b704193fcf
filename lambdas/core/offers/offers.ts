import type { EntityItem } from 'electrodb';
import type { UserActor } from '../actor.js';
import { db } from '../db/service.js';
import { blockedPair, blocks } from '../conversations/blocks.js';
import { failedAt, transact } from '../db/transact.js';
import { conflict, forbidden, notFound } from '../errors.js';
import { newNotice, noticeWrites, type Notice } from '../inbox/notices.js';
import { jobs } from '../jobs/jobs.js';
import { users } from '../users/users.js';
import type { Offer } from './offer.entity.js';
import type { OfferInput } from './schemas.js';

export type OfferRecord = EntityItem<typeof Offer>;

export const alreadyOffered = 'You have already sent this caregiver an offer for this job.';
export const offerNeedsPublishedJob =
  'Offers are sent for published jobs. Publish this job with a parent package first.';
const caregiverTypes = ['childcarer', 'cook'];

/**
 * A parent offers one of its published jobs to a caregiver: once per job and caregiver (a
 * conditional create), with the caregiver's in-app mail in the same transaction.
 */
export async function sendOffer(actor: UserActor, postId: string, input: OfferInput, now: number) {
  // Two steps (docs/decisions/data-and-dynamodb.md, "Writes in two steps"): both reads at once,
  // then one transaction whose conditions hold the guards (a block, a second offer); the job's
  // refusals still come first.
  const [job, caregiver] = await Promise.all([
    jobs.owned(actor, postId),
    users.get(input.caregiver_id),
  ]);
  // A job is paid once it was published with a package: offering is part of what it bought.
  if (!job.paid) throw forbidden(offerNeedsPublishedJob);
  if (!caregiver || !caregiverTypes.includes(caregiver.user_type))
    throw notFound('Caregiver not found');
  const offer = {
    post_id: postId,
    caregiver_id: caregiver.uid,
    parent_id: job.user_id,
    caregiver_name: caregiver.fullname ?? caregiver.username ?? 'Caregiver',
    position: job.position,
    message: input.message,
    posted: now,
  };
  const notice = newNotice(
    caregiver,
    'offer',
    { post_id: postId, position: job.position, from: job.contact, message: input.message },
    now,
    job.user_id,
  );
  const refused = await transact((tx) => [
    tx.offer.create(offer).commit(),
    blocks.unblockedCheck(tx, offer.parent_id, offer.caregiver_id),
    ...noticeWrites(tx, notice),
  ]);
  if (refused && failedAt(refused, 1)) throw forbidden(blockedPair);
  if (refused) throw conflict(alreadyOffered);
  return { offer: { ...offer, status: 'sent' as const }, notices: [notice] };
}

/** The offers a caregiver received, newest first, with the family's contact details. */
export async function receivedOffers(actor: UserActor) {
  const { data } = await db()
    .entities.offer.query.byCaregiver({ caregiver_id: actor.uid })
    .go({ order: 'desc', pages: 'all' });
  const ids = [...new Set(data.map((offer) => offer.post_id))].map((post_id) => ({ post_id }));
  const found = ids.length ? (await db().entities.job.get(ids).go()).data : [];
  const byId = new Map(found.map((job) => [job.post_id, job]));
  return data.map((offer) => {
    const job = byId.get(offer.post_id);
    // The family chose to reach this caregiver, so the caregiver may reach them back.
    const family = job && { contact: job.contact, email: job.email, town: job.town };
    return { ...offer, job: family ?? null };
  });
}

/** The offers made for one of the caller's jobs; accepted ones carry the caregiver's details. */
export async function offersFor(postId: string) {
  const { data } = await db().entities.offer.query.byJob({ post_id: postId }).go({ pages: 'all' });
  const accepted = data.filter((offer) => offer.status === 'accepted');
  const people = accepted.length
    ? (
        await db()
          .entities.user.get(accepted.map((o) => ({ uid: o.caregiver_id })))
          .go()
      ).data
    : [];
  // A caregiver who joined by phone is reached at the number they sign in with.
  const contacts = new Map(
    people.map((p) => [p.uid, { email: p.email ?? null, phone: p.phone ?? p.signInPhone }]),
  );
  return data.map((offer) => ({ ...offer, contact: contacts.get(offer.caregiver_id) ?? null }));
}

/**
 * The caregiver accepts or declines an offer made to them, once: the answer is conditional on
 * the offer still being open and theirs, and the family's in-app mail goes in the same write.
 */
export async function answerOffer(
  actor: UserActor,
  postId: string,
  caregiverId: string,
  status: 'accepted' | 'declined',
  now: number,
): Promise<{ offer: OfferRecord; notices: Notice[] }> {
  if (caregiverId !== actor.uid) throw forbidden('This offer is not yours');
  const key = { post_id: postId, caregiver_id: caregiverId };
  const offer = (await db().entities.offer.get(key).go()).data;
  if (!offer) throw notFound('Offer not found');
  if (offer.status !== 'sent') throw conflict('You have already answered this offer.');
  await blocks.refuse(offer.parent_id, caregiverId);
  const parent = await users.require(offer.parent_id);
  const notice = newNotice(
    parent,
    'offer-answer',
    { post_id: postId, position: offer.position, name: offer.caregiver_name, status },
    now,
    offer.caregiver_id,
  );
  const refused = await transact((tx) => [
    tx.offer
      .patch(key)
      .set({ status, answeredAt: now })
      .where(({ status: current }, { eq }) => eq(current, 'sent'))
      .commit(),
    blocks.unblockedCheck(tx, offer.parent_id, caregiverId),
    ...noticeWrites(tx, notice),
  ]);
  if (refused && failedAt(refused, 1)) throw forbidden(blockedPair);
  if (refused) throw conflict('You have already answered this offer.');
  return { offer: { ...offer, status, answeredAt: now }, notices: [notice] };
}
