import type { UserActor } from '../actor.js';
import { nameOf } from '../conversations/views.js';
import { isConditionFailure } from '../db/errors.js';
import { db } from '../db/service.js';
import { conflict, forbidden, invalid, notFound } from '../errors.js';
import { writePairReview } from './pair-review.js';
import { averageOf, recomputeRatings } from './ratings.js';
import type { ReviewInput } from './schemas.js';
import { reviewOf } from './views.js';

/** Spec section 9: lists are 15 a page. */
const PAGE = 15;

export const noHire =
  'You can review someone once they have accepted your offer, or you have accepted theirs.';
export const reviewGone = 'This review is not available';

/**
 * One side of a hire (an accepted offer) reviews the other. A pair of people has one review:
 * a later hire's review replaces the earlier one (reviews/pair-review.ts), the sums moving in
 * the same transaction; then the average is recomputed from the sums and, for a caregiver,
 * their search cards rewritten.
 */
export async function createReview(actor: UserActor, input: ReviewInput, now: number) {
  const { post_id, caregiver_id } = input;
  const offer = (await db().entities.offer.get({ post_id, caregiver_id }).go()).data;
  const isParent = offer?.parent_id === actor.uid;
  if (!offer || offer.status !== 'accepted' || (!isParent && caregiver_id !== actor.uid))
    throw forbidden(noHire);
  const about = isParent ? caregiver_id : offer.parent_id;
  if (about === actor.uid) throw invalid('You cannot review yourself');
  const me = (
    await db()
      .entities.user.get({ uid: actor.uid })
      .go({ attributes: ['fullname', 'username', 'user_type'] })
  ).data;
  const { review, replaced } = await writePairReview({
    post_id,
    caregiver_id,
    about,
    author: actor.uid,
    author_name: nameOf({ ...me, user_type: isParent ? 'parent' : 'childcarer' }),
    stars: input.stars,
    text: input.text,
    created: now,
  });
  await recomputeRatings(about, now);
  return { review: reviewOf(review), replaced };
}

/**
 * The shown reviews about a user, newest first, 15 a page: one Query on their index (hidden
 * ones filtered out), with the average and count kept on the user.
 */
export async function userReviews(uid: string, cursor?: string) {
  const [user, page] = await Promise.all([
    db()
      .entities.user.get({ uid })
      .go({ attributes: ['uid', 'ratingSum', 'ratingCount'] }),
    db()
      .entities.review.query.byAbout({ about: uid })
      .where(({ hidden }, { notExists }) => notExists(hidden))
      .go({ order: 'desc', count: PAGE, cursor: cursor ?? null }),
  ]);
  if (!user.data) throw notFound('This profile is not available');
  const count = user.data.ratingCount ?? 0;
  return {
    reviews: page.data.map(reviewOf),
    cursor: page.cursor,
    average: averageOf(user.data.ratingSum, count),
    count,
  };
}

/** The reviewed person answers a review once (a conditional write). */
export async function answerReview(actor: UserActor, id: string, text: string, now: number) {
  const review = (await db().entities.review.get({ review_id: id }).go()).data;
  if (!review || review.hidden) throw notFound(reviewGone);
  if (review.about !== actor.uid) throw forbidden('Only the person reviewed can answer.');
  try {
    await db()
      .entities.review.patch({ review_id: id })
      .set({ answer_text: text, answered: now })
      .where(({ answered }, { notExists }) => notExists(answered))
      .go();
  } catch (error) {
    if (isConditionFailure(error)) throw conflict('You have already answered this review.');
    throw error;
  }
  return { review: reviewOf({ ...review, answer_text: text, answered: now }) };
}
