import * as z from 'zod';
import { emailSchema } from '../auth/schemas.js';

/**
 * A subject is one line, as the form's field is: line breaks, tabs and every other control
 * character (C0, DEL, C1, and the Unicode line and paragraph separators) become one space, so a
 * subject pasted with a stray newline still arrives, and what is stored and put in the mail's
 * Subject header can never start a new header line (docs/decisions/security-and-limits.md,
 * "Contact-us subject").
 */
const oneLine = (value: string) => value.replace(/\s*[\p{Cc}\u2028\u2029][\s\p{Cc}]*/gu, ' ');

export const contactBody = z.strictObject({
  name: z
    .string({ error: 'Name required' })
    .trim()
    .min(1, 'Name required')
    .max(120, 'Name is too long'),
  email: emailSchema,
  subject: z
    .string({ error: 'Subject required' })
    .overwrite(oneLine)
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
