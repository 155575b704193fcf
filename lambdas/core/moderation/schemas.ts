import * as z from 'zod';
import { uidParams } from '../profiles/schemas.js';
import { reviewedKinds } from './document-review.entity.js';

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
