/**
 * A review's and an answer's longest text, and what the API says past them. Zod-free, so the
 * SPA's forms read the same bounds and words without bundling the schemas.
 */
export const REVIEW_MAX = 500;
export const ANSWER_MAX = 500;
export const reviewTooLong = `A review should be ${REVIEW_MAX} characters or fewer`;
export const answerTooLong = `An answer should be ${ANSWER_MAX} characters or fewer`;
