import * as z from 'zod';

const REASON_MAX = 500;

/** An admin suspends a user from their page: the reason is required and kept (zod only: the SPA imports it). */
export const suspendBody = z.strictObject({
  reason: z
    .string({ error: 'Say why this account is suspended' })
    .trim()
    .min(1, 'Say why this account is suspended')
    .max(REASON_MAX, `The reason should be ${REASON_MAX} characters or fewer`),
});
export type SuspendInput = z.output<typeof suspendBody>;
