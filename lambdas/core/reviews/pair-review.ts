import { setTimeout as sleep } from 'node:timers/promises';
import { db } from '../db/service.js';
import { failedAt, transact } from '../db/transact.js';
import { conflict, notFound } from '../errors.js';
import { sumsMove } from './ratings.js';
import { reviewIdOf, type ReviewRecord } from './views.js';

export const alreadyReviewed = 'You have already reviewed this hire.';
/** Tries when another review by the same pair lands between the read and the write. */
const ATTEMPTS = 5;

export type NewReview = Omit<ReviewRecord, 'review_id' | 'answer_text' | 'answered' | 'hidden'>;

/** What a review adds to the reviewed user's sums: nothing while hidden by an admin. */
const counted = (review: Pick<ReviewRecord, 'stars' | 'hidden'>) =>
  review.hidden ? { stars: 0, count: 0 } : { stars: review.stars, count: 1 };

/**
 * Reviews by this author about this user from before one review per pair (ids derived from
 * the hire): the pair's first review under the rule takes their place in the same write.
 */
async function earlierOfPair(author: string, about: string, pairId: string) {
  const { data } = await db()
    .entities.review.query.byAbout({ about })
    .where((attr, { eq }) => eq(attr.author, author))
    .go({ pages: 'all' });
  return data.filter((review) => review.review_id !== pairId);
}

/** The pair's first review: a conditional create, replacing any reviews from before the rule. */
async function firstOfPair(review: NewReview, review_id: string) {
  const earlier = await earlierOfPair(review.author, review.about, review_id);
  const before = earlier.map(counted);
  const refused = await transact((tx) => [
    tx.review.create({ ...review, review_id }).commit(),
    ...earlier.map((old) =>
      tx.review
        .remove({ review_id: old.review_id })
        .where(({ hidden }, { exists, notExists }) =>
          old.hidden ? exists(hidden) : notExists(hidden),
        )
        .commit(),
    ),
    sumsMove(
      tx,
      review.about,
      review.stars - before.reduce((sum, b) => sum + b.stars, 0),
      1 - before.reduce((sum, b) => sum + b.count, 0),
    ),
  ]);
  if (refused && failedAt(refused, refused.length - 1))
    throw notFound('This profile is not available');
  return refused ? null : { replaced: earlier.length > 0 };
}

/**
 * A later hire's review replaces the pair's review: its hire, stars, words and date, and the
 * answer to the old words goes. Conditional on the review read (its date and hidden state), so
 * two replacements at once move the sums once each, in order.
 */
async function replace(review: NewReview, current: ReviewRecord) {
  const before = counted(current);
  const refused = await transact((tx) => [
    tx.review
      .patch({ review_id: current.review_id })
      .set({
        post_id: review.post_id,
        stars: review.stars,
        text: review.text,
        created: review.created,
        author_name: review.author_name,
      })
      .remove(['answer_text', 'answered', 'hidden'])
      .where(({ created, hidden }, { eq, exists, notExists }) =>
        [eq(created, current.created), current.hidden ? exists(hidden) : notExists(hidden)].join(
          ' AND ',
        ),
      )
      .commit(),
    sumsMove(tx, review.about, review.stars - before.stars, 1 - before.count),
  ]);
  if (refused && failedAt(refused, 1)) throw notFound('This profile is not available');
  return refused ? null : { replaced: true };
}

/**
 * Writes a review under the one-review-per-pair rule and answers whether it replaced an
 * earlier one. The same hire reviewed twice is refused (409); a race with another review of
 * the pair reads again and retries.
 */
export async function writePairReview(review: NewReview) {
  const review_id = reviewIdOf(review.author, review.about);
  for (let attempt = 1; ; attempt++) {
    const current = (await db().entities.review.get({ review_id }).go()).data;
    if (current?.post_id === review.post_id) throw conflict(alreadyReviewed);
    const written = current ? await replace(review, current) : await firstOfPair(review, review_id);
    if (written) return { review: { ...review, review_id }, replaced: written.replaced };
    if (attempt >= ATTEMPTS) throw conflict('Many requests at once. Please try again.');
    await sleep(Math.round(20 * attempt * Math.random()));
  }
}
