import * as z from 'zod';
import { uidParams } from '../profiles/schemas.js';

/* No entity or db imports here: the SPA's route contracts read these schemas. */

/** The private documents an admin reviews before the verified badge. */
export const reviewedKinds = ['police', 'medical', 'certificate'] as const;
export type ReviewedKind = (typeof reviewedKinds)[number];
export const reviewStatuses = ['pending', 'approved', 'rejected'] as const;

export { suspendBody, type SuspendInput } from './suspend-schema.js';

export const suspensionParams = uidParams;

export const reviewParams = uidParams.extend({
  kind: z.enum(reviewedKinds, { error: 'Choose police, medical or certificate' }),
});

const REASON_MAX = 500;
export const reviewBody = z
  .strictObject({
    decision: z.enum(['approve', 'reject'], { error: 'Choose approve or reject' }),
    reason: z
      .string()
      .trim()
      .max(REASON_MAX, `The reason should be ${REASON_MAX} characters or fewer`)
      .optional(),
  })
  .refine((body) => body.decision === 'approve' || Boolean(body.reason), {
    path: ['reason'],
    message: 'Say why the document is rejected (the user reads it)',
  });
export type ReviewInput = z.output<typeof reviewBody>;

/** A document's review (document-review.entity.ts): who uploaded what, and the decision if any. */
export const documentReviewView = z.object({
  uid: z.string(),
  kind: z.enum(reviewedKinds),
  /** The storage key reviewed (the file itself is opened through a short-lived link). */
  key: z.string(),
  uploaded: z.number(),
  /** The owner's name when uploaded. */
  name: z.string().optional(),
  status: z.enum(reviewStatuses),
  reviewedBy: z.string().optional(),
  reviewedAt: z.number().optional(),
  reason: z.string().optional(),
});

/** GET /api/admin/verifications: pending documents, oldest upload first, 15 a page. */
export const documentQueueResponse = z.object({
  documents: z.array(documentReviewView),
  cursor: z.string().nullable(),
});
