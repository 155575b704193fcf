import * as z from 'zod';
import { pageCursor } from '../db/page-cursor.js';
import { limits } from '../community/limits.js';

/** What can be reported (a report's `kind`). */
export const reportKinds = ['post', 'comment', 'user', 'message', 'review', 'job'] as const;

const id = (what: string) => z.string().regex(/^[\w-]{1,64}$/, `Invalid ${what}`);
const reason = z
  .string({ error: 'Say why you report this' })
  .trim()
  .min(1, 'Say why you report this')
  .max(limits.reason, `The reason should be ${limits.reason} characters or fewer`);

/** The id fields each kind is reported with: exactly these, no others. */
const fieldsOf = {
  post: ['post_id'],
  comment: ['post_id', 'comment_id'],
  user: ['uid'],
  message: ['conversation_id', 'message_id'],
  review: ['review_id'],
  job: ['post_id'],
} as const;
type Kind = keyof typeof fieldsOf;
const idFields = [
  'post_id',
  'comment_id',
  'uid',
  'conversation_id',
  'message_id',
  'review_id',
] as const;
/** What a report of each kind lacks, whole sentences so each translates (api-words). */
const withItsIds = {
  post: 'A post is reported with its post id',
  comment: 'A comment is reported with its post id and comment id',
  user: 'A profile is reported with its user id',
  message: 'A message is reported with its conversation id and message id',
  review: 'A review is reported with its review id',
  job: 'A job is reported with its post id',
} as const satisfies Record<Kind, string>;
const notThisKind = 'This field is not part of this kind of report';

/**
 * What can be reported: a post, a comment of a post, a user's profile, a message of a
 * conversation, a review or a job (by its post_id, as the spec names a job's id). One strict object (not a union) so unknown
 * fields are named as refused; each kind needs exactly its own id fields.
 */
export const reportBody = z
  .strictObject({
    kind: z.enum(reportKinds, {
      error: 'Say whether you report a post, a comment, a profile, a message, a review or a job',
    }),
    post_id: id('post').optional(),
    comment_id: id('comment').optional(),
    uid: id('user').optional(),
    conversation_id: id('conversation').optional(),
    message_id: id('message').optional(),
    review_id: id('review').optional(),
    reason,
  })
  .superRefine((body, ctx) => {
    const wanted: readonly string[] = fieldsOf[body.kind];
    for (const field of idFields) {
      const given = body[field] !== undefined;
      if (given === wanted.includes(field)) continue;
      ctx.addIssue({
        code: 'custom',
        path: [field],
        message: given ? notThisKind : withItsIds[body.kind],
      });
    }
  });
export type ReportInput = z.output<typeof reportBody>;

const reportId = z.string().regex(/^[\w-]{1,400}$/, 'Invalid report');
export const reportParams = z.strictObject({ id: reportId });
export const reportQueueQuery = z.strictObject({
  status: z.enum(['open', 'closed'], { error: 'Choose open or closed' }).default('open'),
  cursor: pageCursor.optional(),
});
export const reportDecisionBody = z.strictObject({
  action: z.enum(['dismiss', 'hide', 'suspend'], {
    error: 'Choose dismiss, hide or suspend',
  }),
});
export type ReportDecision = z.output<typeof reportDecisionBody>;
