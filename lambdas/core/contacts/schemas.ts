import * as z from 'zod';
import { caregiverDetails } from '../conversations/schemas.js';
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

export const contactCaregiverResponse = z.object({
  caregiver: z.object({ uid: z.string(), fullname: z.string() }),
  /** Their phone and e-mail: null until the caregiver shares them with this parent. */
  details: caregiverDetails.nullable(),
  /** The pair's conversation, where they talk meanwhile. */
  conversation_id: z.string(),
  /** Free contacts left; null while the parent holds a package. */
  remaining: z.number().nullable(),
});
export type ContactOutcome = z.infer<typeof contactCaregiverResponse>;

/** One caregiver in a parent's contact history. */
export const contactEntryResponse = z.object({
  caregiver_id: z.string(),
  caregiver_name: z.string(),
  firstAt: z.number(),
  lastAt: z.number(),
  times: z.number(),
  conversation_id: z.string(),
  /** The caregiver has deleted their account. */
  closed: z.boolean(),
  /** Their phone and e-mail, only while the caregiver shares them with this parent. */
  details: caregiverDetails.nullable(),
});

/** A page of the contact history (null cursor on the last), and the free contacts used. */
export const myContactsResponse = z.object({
  contacts: z.array(contactEntryResponse),
  cursor: z.string().nullable(),
  limit: z.number(),
  used: z.number(),
  hasPackage: z.boolean(),
});
