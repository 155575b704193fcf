import * as z from 'zod';
import { emailSchema } from '../auth/schemas.js';

export const contactBody = z.strictObject({
  name: z
    .string({ error: 'Name required' })
    .trim()
    .min(1, 'Name required')
    .max(120, 'Name is too long'),
  email: emailSchema,
  subject: z
    .string({ error: 'Subject required' })
    .trim()
    .min(1, 'Subject required')
    .max(200, 'Subject is too long'),
  message: z
    .string({ error: 'Message required' })
    .trim()
    .min(1, 'Message required')
    .max(5000, 'Message should be 5000 characters or fewer'),
});
export type ContactInput = z.infer<typeof contactBody>;
