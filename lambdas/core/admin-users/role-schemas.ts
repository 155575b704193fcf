import * as z from 'zod';
import { emailSchema } from '../auth/schemas.js';

/* No entity imports here: the SPA's role form uses this schema too. */

/** The role form: an e-mail and the three flags, all required (`{}` is refused). */
export const roleFlagsBody = z.strictObject({
  email: emailSchema,
  super_admin: z.boolean(),
  admin: z.boolean(),
  accredited: z.boolean(),
});
export type RolesInput = z.infer<typeof roleFlagsBody>;

export const rolesResponse = z.object({
  message: z.string(),
  uid: z.string(),
  email: z.string(),
  super_admin: z.boolean(),
  admin: z.boolean(),
  accredited: z.boolean(),
});
