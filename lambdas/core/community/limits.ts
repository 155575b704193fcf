/**
 * Bounded plain text (docs/decisions/community.md: title 120, post 5000, comment 2000, report 500).
 * Zod-free, so the SPA's forms read the bounds without bundling the schemas.
 */
export const limits = { title: 120, info: 5000, comment: 2000, reason: 500 } as const;

/** A report without a reason: the API refuses it, and the report form says so before sending. */
export const reasonMissing = 'Say why you report this';
