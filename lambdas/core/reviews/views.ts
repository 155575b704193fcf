import type { EntityItem } from 'electrodb';
import { createHash } from 'node:crypto';
import type { Review } from './review.entity.js';

export type ReviewRecord = EntityItem<typeof Review>;

/**
 * One review per pair of people (its author about the reviewed): the id is derived from the pair,
 * so a pair counts once in an average and a later hire's review replaces the earlier one
 * (docs/decisions/jobs-and-hiring.md, "One pair of people counts once in an average"). Reviews
 * written before this rule have ids derived from the hire.
 */
export const reviewIdOf = (author: string, about: string) =>
  createHash('sha256').update(['pair', author, about].join('\u0000')).digest('hex').slice(0, 40);

/** A review as anyone sees it: never e-mail or phone. */
export const reviewOf = (review: ReviewRecord) => ({
  id: review.review_id,
  post_id: review.post_id,
  about: review.about,
  author: { uid: review.author, name: review.author_name },
  stars: review.stars,
  text: review.text,
  created: review.created,
  answer:
    review.answer_text !== undefined && review.answered !== undefined
      ? { text: review.answer_text, created: review.answered }
      : null,
  ...(review.hidden ? { hidden: true as const } : {}),
});
