import { db } from '../db/service.js';
import { failedAt, transact } from '../db/transact.js';
import { recomputeRatings, sumsChange } from './ratings.js';
import { reviewOf, type ReviewRecord } from './views.js';

const all = { pages: 'all' } as const;

/** The reviews a user wrote and those about them, by their own index keys (never a scan). */
async function reviewsOf(uid: string) {
  const entity = db().entities.review;
  const [written, received] = await Promise.all([
    entity.query.byAuthor({ author: uid }).go(all),
    entity.query.byAbout({ about: uid }).go(all),
  ]);
  return { written: written.data, received: received.data };
}

/**
 * For the data export: the reviews they wrote and those about them, with answers. Hidden ones
 * are included (marked hidden): they are still data we keep about the person.
 */
export async function reviewRecords(uid: string) {
  const { written, received } = await reviewsOf(uid);
  return { written: written.map(reviewOf), received: received.map(reviewOf) };
}

/**
 * On account deletion the reviews they wrote go, each taking its stars out of the reviewed
 * user's sums in the same transaction, and those users' averages (and a caregiver's search
 * cards) are then recomputed. The reviews about them go by batch: their sums go with their
 * user item.
 */
export async function removeReviewRecords(uid: string, now: number) {
  const { written, received } = await reviewsOf(uid);
  for (const review of written) await removeWritten(review);
  for (const about of new Set(written.map((review) => review.about)))
    await recomputeRatings(about, now);
  if (received.length) await db().entities.review.delete(received).go();
}

/**
 * A hidden review already left the sums when it was hidden (reviews/review-moderation.ts), so
 * only a shown one subtracts. The delete is conditional on the hidden state it read and on the
 * review still being there (`remove`), so an admin hiding or showing it meanwhile, or a second
 * deletion, cannot move the sums twice: it is read again and retried.
 */
async function removeWritten(found: ReviewRecord) {
  const { review_id } = found;
  for (let review: ReviewRecord | null = found; review;) {
    const { about, stars } = review;
    const counted = !review.hidden;
    const refused = await transact((tx) => [
      tx.review
        .remove({ review_id })
        .where(({ hidden }, { exists, notExists }) =>
          counted ? notExists(hidden) : exists(hidden),
        )
        .commit(),
      ...(counted ? [sumsChange(tx, about, stars, -1)] : []),
    ]);
    if (!refused) return;
    // The reviewed user is gone (their own deletion): no sums left to keep exact.
    if (counted && failedAt(refused, 1)) {
      await db().entities.review.delete({ review_id }).go();
      return;
    }
    review = (await db().entities.review.get({ review_id }).go()).data;
  }
}
