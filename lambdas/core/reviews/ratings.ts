import { isConditionFailure } from '../db/errors.js';
import { db } from '../db/service.js';
import type { Tx } from '../db/tx.js';
import { refreshCaregiverCards } from '../search/caregiver-cards.js';

const ATTEMPTS = 3;
const caregiverTypes = ['childcarer', 'cook'];

/** The average shown: one decimal, -1 while there is no review. */
export const averageOf = (sum = 0, count = 0) =>
  count > 0 ? Math.round((sum / count) * 10) / 10 : -1;

/**
 * The reviewed user's sums gaining (sign 1) or losing (sign -1) one review's stars, by ADD in
 * the caller's transaction, so the sums agree with the reviews that count. A patch: it fails
 * when the user is gone rather than leaving a stray user item.
 */
export const sumsChange = (tx: Tx, about: string, stars: number, sign: 1 | -1) =>
  sumsMove(tx, about, sign * stars, sign);

/** The reviewed user's sums moved by any amounts (a review replaced: its stars, no new count). */
export const sumsMove = (tx: Tx, about: string, stars: number, count: number) =>
  tx.user.patch({ uid: about }).add({ ratingSum: stars, ratingCount: count }).commit();

/**
 * Sets a user's Ratings from their review sums (kept by ADD in each review's transaction), so
 * running it again gives the same answer. Conditional on the count it read: a review landing
 * meanwhile makes it read again. A caregiver's search cards are then rewritten to show it.
 */
export async function recomputeRatings(uid: string, now: number): Promise<void> {
  const user = db().entities.user;
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const { data } = await user
      .get({ uid })
      .go({ attributes: ['uid', 'user_type', 'ratingSum', 'ratingCount'] });
    if (!data) return;
    const count = data.ratingCount;
    try {
      await user
        .patch({ uid })
        .set({ Ratings: averageOf(data.ratingSum, count) })
        .where((attr, { eq, notExists }) =>
          count === undefined ? notExists(attr.ratingCount) : eq(attr.ratingCount, count),
        )
        .go();
    } catch (error) {
      if (isConditionFailure(error)) continue;
      throw error;
    }
    if (caregiverTypes.includes(data.user_type)) await refreshCaregiverCards(uid, now);
    return;
  }
}
