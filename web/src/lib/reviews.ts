import type * as z from 'zod';
import type { reviewView } from '@core/reviews/schemas';
import { tApp } from '../i18n/app/i18n';
import { formatCount } from '../i18n/format';

/**
 * Reviews as the SPA reads them (docs/decisions/jobs-and-hiring.md); the bounds and their words are
 * the API's.
 */
export { ANSWER_MAX, answerTooLong, REVIEW_MAX, reviewTooLong } from '@core/reviews/limits';

/** A review as the API answers it (`hidden`: by an admin, shown only to them and the people concerned). */
export type Review = z.output<typeof reviewView>;

/** "4.5", "5" ("4,5" in French): one decimal at most, none when whole. */
export const formatAverage = (average: number) => formatCount(Math.round(average * 10) / 10);

/** "4.5 out of 5 from 2 reviews", or "No reviews yet" (the API's average is -1 then). */
export function ratingSummary(average: number, count: number): string {
  if (count <= 0 || average < 0) return tApp('reviews.none');
  return tApp('reviews.summary', { average: formatAverage(average), count });
}
