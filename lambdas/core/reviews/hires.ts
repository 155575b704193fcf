import type { UserActor } from '../actor.js';
import { nameOf, personAttributes, type Person } from '../conversations/views.js';
import { db } from '../db/service.js';
import { jobs } from '../jobs/jobs.js';
import type { OfferRecord } from '../offers/offers.js';
import { reviewIdOf } from './views.js';

/**
 * The caller's hires (accepted offers): as a caregiver, their offers filtered to accepted (one
 * Query on their index); as a parent, the accepted offers of each of their jobs (a Query per
 * job). Each names the other side, whether the caller's review of that person is about this
 * hire, and whether a review here would replace their review of another hire.
 */
export async function myHires(actor: UserActor) {
  const isParent = actor.groups.includes('parent');
  // Both reads keep only accepted offers (a filter on their query).
  const accepted = await (isParent ? parentOffers(actor.uid) : caregiverOffers(actor.uid));
  if (!accepted.length) return { hires: [] };
  const otherOf = (offer: OfferRecord) => (isParent ? offer.caregiver_id : offer.parent_id);
  const entities = db().entities;
  const uids = [...new Set(accepted.map(otherOf))].map((uid) => ({ uid }));
  const [people, reviews] = await Promise.all([
    entities.user.get(uids).go({ attributes: [...personAttributes] }),
    entities.review
      .get(uids.map(({ uid }) => ({ review_id: reviewIdOf(actor.uid, uid) })))
      .go({ attributes: ['about', 'post_id'] }),
  ]);
  const byUid = new Map<string, Person>(people.data.map((p) => [p.uid, p]));
  // The hire the caller's one review of each person is about (one review per pair).
  const reviewedHire = new Map(reviews.data.map((r) => [r.about, r.post_id]));
  return {
    hires: accepted.map((offer) => {
      const other = byUid.get(otherOf(offer));
      const user_type = other?.user_type ?? (isParent ? 'childcarer' : 'parent');
      return {
        post_id: offer.post_id,
        caregiver_id: offer.caregiver_id,
        parent_id: offer.parent_id,
        position: offer.position,
        other: { uid: otherOf(offer), name: nameOf({ ...other, user_type }), user_type },
        reviewed: reviewedHire.get(otherOf(offer)) === offer.post_id,
        // a review of this hire would replace the caller's review of another hire
        replacesReview:
          reviewedHire.has(otherOf(offer)) && reviewedHire.get(otherOf(offer)) !== offer.post_id,
      };
    }),
  };
}

async function caregiverOffers(uid: string) {
  const { data } = await db()
    .entities.offer.query.byCaregiver({ caregiver_id: uid })
    .where(({ status }, { eq }) => eq(status, 'accepted'))
    .go({ order: 'desc', pages: 'all' });
  return data;
}

async function parentOffers(uid: string) {
  const owned = await jobs.ofUser(uid);
  const pages = await Promise.all(
    owned.map((job) =>
      db()
        .entities.offer.query.byJob({ post_id: job.post_id })
        .where(({ status }, { eq }) => eq(status, 'accepted'))
        .go({ pages: 'all' }),
    ),
  );
  return pages.flatMap((page) => page.data);
}
