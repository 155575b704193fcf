import * as z from 'zod';
import { ANSWER_MAX, answerTooLong, REVIEW_MAX, reviewTooLong } from './limits.js';

export { REVIEW_MAX };
const id = (what: string) => z.string().regex(/^[\w-]{1,64}$/, `Invalid ${what}`);
export const reviewId = id('review');

const text = z
  .string({ error: 'Write a few words about the hire' })
  .trim()
  .min(1, 'Write a few words about the hire')
  .max(REVIEW_MAX, reviewTooLong);
const answer = z
  .string({ error: 'Write your answer' })
  .trim()
  .min(1, 'Write your answer')
  .max(ANSWER_MAX, answerTooLong);

export const reviewBody = z.strictObject({
  post_id: id('job'),
  caregiver_id: id('caregiver'),
  stars: z
    .number({ error: 'Choose 1 to 5 stars' })
    .int('Choose 1 to 5 stars')
    .min(1, 'Choose 1 to 5 stars')
    .max(5, 'Choose 1 to 5 stars'),
  text,
});
export type ReviewInput = z.output<typeof reviewBody>;

export const answerBody = z.strictObject({ text: answer });
export const reviewParams = z.strictObject({ id: reviewId });
export const userReviewsParams = z.strictObject({ uid: id('user') });

export const reviewView = z.object({
  id: z.string(),
  post_id: z.string(),
  about: z.string(),
  author: z.object({ uid: z.string(), name: z.string() }),
  stars: z.number(),
  text: z.string(),
  created: z.number(),
  answer: z.object({ text: z.string(), created: z.number() }).nullable(),
  hidden: z.literal(true).optional(),
});

export const reviewResponse = z.object({ review: reviewView });
/** A review written: `replaced` when it took the place of the pair's earlier review. */
export const writtenReviewResponse = z.object({ review: reviewView, replaced: z.boolean() });
export const reviewsResponse = z.object({
  reviews: z.array(reviewView),
  cursor: z.string().nullable(),
  average: z.number(),
  count: z.number(),
});
export const hiresResponse = z.object({
  hires: z.array(
    z.object({
      post_id: z.string(),
      caregiver_id: z.string(),
      parent_id: z.string(),
      position: z.string().optional(),
      other: z.object({ uid: z.string(), name: z.string(), user_type: z.string() }),
      reviewed: z.boolean(),
      replacesReview: z.boolean(),
    }),
  ),
});
