import type { EntityItem } from 'electrodb';
import { createHash } from 'node:crypto';
import type { Review } from './review.entity.js';

export type ReviewRecord = EntityItem<typeof Review>;
export type HireSide = 'parent' | 'caregiver';

/** One review per hire and author: the id is derived from them. */
export const reviewIdOf = (postId: string, caregiverId: string, author: string) =>
  createHash('sha256')
    .update([postId, caregiverId, author].join('\u0000'))
    .digest('hex')
    .slice(0, 40);

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
