import { db } from '../db/service.js';
import type { Tx } from '../db/tx.js';
import { sumsChange } from './ratings.js';

/** A reported review as the admin report screen shows it: text, stars and author. */
export async function reviewContent(review_id: string) {
  const { data } = await db().entities.review.get({ review_id }).go();
  if (!data) return undefined;
  return {
    subject: data.author,
    title: `Review by ${data.author_name} (${data.stars} of 5 stars)`,
    text: data.text,
    hidden: !!data.hidden,
    stars: data.stars,
    author: { uid: data.author, name: data.author_name },
    about: data.about,
  };
}
export type ReviewContent = NonNullable<Awaited<ReturnType<typeof reviewContent>>>;

/**
 * The writes that hide a review (or show it again): its flag, conditional on the change, and
 * the reviewed user's sums losing (or regaining) its stars, in the caller's transaction. The
 * average is recomputed afterwards (reviews/ratings.ts).
 */
export function reviewHiding(tx: Tx, review_id: string, review: ReviewContent, hide: boolean) {
  const entity = tx.review.patch({ review_id });
  return [
    hide
      ? entity
          .set({ hidden: true })
          .where(({ hidden }, { notExists }) => notExists(hidden))
          .commit()
      : entity
          .remove(['hidden'])
          .where(({ hidden }, { exists }) => exists(hidden))
          .commit(),
    sumsChange(tx, review.about, review.stars, hide ? -1 : 1),
  ];
}
