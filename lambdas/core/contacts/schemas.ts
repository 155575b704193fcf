import * as z from 'zod';
import { shortMessage } from '../inbox/schemas.js';

export const caregiverParams = z.strictObject({
  uid: z.string().regex(/^[\w-]{1,64}$/, 'Invalid caregiver'),
});

/** The message is required (it may be empty), so `{}` is refused like every other body. */
export const contactCaregiverBody = z.strictObject({
  message: shortMessage,
});

export const contactLimitBody = z.strictObject({
  limit: z
    .number({ error: 'Give the limit as a whole number' })
    .int('Give the limit as a whole number')
    .min(0, 'The limit cannot be negative')
    .max(1000, 'The limit should be 1000 or less'),
});

export const contactLimitResponse = z.object({ limit: z.number() });

/** What an entitled parent may see of a caregiver: how to reach them. */
export const caregiverContact = z.object({
  uid: z.string(),
  fullname: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  phone_code: z.string().nullable(),
});
export type CaregiverContact = z.infer<typeof caregiverContact>;

export const contactCaregiverResponse = z.object({
  caregiver: caregiverContact,
  /** Free contacts left; null while the parent holds a package. */
  remaining: z.number().nullable(),
});
export type ContactOutcome = z.infer<typeof contactCaregiverResponse>;
