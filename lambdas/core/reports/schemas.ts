import * as z from 'zod';
import { limits } from '../community/schemas.js';

const id = (what: string) => z.string().regex(/^[\w-]{1,64}$/, `Invalid ${what}`);
const reason = z
  .string({ error: 'Say why you report this' })
  .trim()
  .min(1, 'Say why you report this')
  .max(limits.reason, `The reason should be ${limits.reason} characters or fewer`);

/**
 * What can be reported: a post, a comment of a post, or a user's profile (messages and reviews
 * come with their screens). One strict object (not a union) so unknown fields are named as
 * refused.
 */
export const reportBody = z
  .strictObject({
    kind: z.enum(['post', 'comment', 'user'], {
      error: 'Say whether you report a post, a comment or a profile',
    }),
    post_id: id('post').optional(),
    comment_id: id('comment').optional(),
    uid: id('user').optional(),
    reason,
  })
  .refine((body) => (body.kind === 'user') === (body.uid !== undefined), {
    path: ['uid'],
    message: 'A profile is reported with its user id',
  })
  .refine((body) => (body.kind === 'user') !== (body.post_id !== undefined), {
    path: ['post_id'],
    message: 'A post or comment is reported with its post id, a profile without one',
  })
  .refine((body) => (body.kind === 'comment') === (body.comment_id !== undefined), {
    path: ['comment_id'],
    message: 'A comment is reported with its id, a post without one',
  });
export type ReportInput = z.output<typeof reportBody>;

const reportId = z.string().regex(/^[\w-]{1,400}$/, 'Invalid report');
export const reportParams = z.strictObject({ id: reportId });
export const reportQueueQuery = z.strictObject({
  status: z.enum(['open', 'closed'], { error: 'Choose open or closed' }).default('open'),
  cursor: z.string().max(2000).optional(),
});
export const reportDecisionBody = z.strictObject({
  action: z.enum(['dismiss', 'hide', 'suspend'], {
    error: 'Choose dismiss, hide or suspend',
  }),
});
export type ReportDecision = z.output<typeof reportDecisionBody>;
