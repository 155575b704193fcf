import * as z from 'zod';
import { limits } from '../community/schemas.js';

const id = (what: string) => z.string().regex(/^[\w-]{1,64}$/, `Invalid ${what}`);
const reason = z
  .string({ error: 'Say why you report this' })
  .trim()
  .min(1, 'Say why you report this')
  .max(limits.reason, `The reason should be ${limits.reason} characters or fewer`);

/**
 * What can be reported now (users, messages and reviews come with their screens): a post, or a
 * comment of a post. One strict object (not a union) so unknown fields are named as refused.
 */
export const reportBody = z
  .strictObject({
    kind: z.enum(['post', 'comment'], { error: 'Say whether you report a post or a comment' }),
    post_id: id('post'),
    comment_id: id('comment').optional(),
    reason,
  })
  .refine((body) => (body.kind === 'comment') === (body.comment_id !== undefined), {
    path: ['comment_id'],
    message: 'A comment is reported with its id, a post without one',
  });
export type ReportInput = z.output<typeof reportBody>;
