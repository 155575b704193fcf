import * as z from 'zod';
import { pageCursor } from '../db/page-cursor.js';
import { limits, reasonMissing } from '../community/limits.js';

/* No entity or db imports here: the SPA's route contracts read these schemas. */

/** What can be reported (a report's `kind`). */
export const reportKinds = [
  'post',
  'comment',
  'user',
  'message',
  'review',
  'job',
  'agreement',
] as const;
export const reportStatuses = ['open', 'closed'] as const;
export const reportActions = ['dismiss', 'hide', 'suspend'] as const;
export type ReportAction = (typeof reportActions)[number];

const id = (what: string) => z.string().regex(/^[\w-]{1,64}$/, `Invalid ${what}`);
const reason = z
  .string({ error: reasonMissing })
  .trim()
  .min(1, reasonMissing)
  .max(limits.reason, `The reason should be ${limits.reason} characters or fewer`);

/** The id fields each kind is reported with: exactly these, no others. */
const fieldsOf = {
  post: ['post_id'],
  comment: ['post_id', 'comment_id'],
  user: ['uid'],
  message: ['conversation_id', 'message_id'],
  review: ['review_id'],
  job: ['post_id'],
  // a hire's work agreement: its job and its caregiver
  agreement: ['post_id', 'uid'],
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
  agreement: 'An agreement is reported with its job id and caregiver id',
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
      error:
        'Say whether you report a post, a comment, a profile, a message, a review, a job or an agreement',
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
  status: z.enum(reportStatuses, { error: 'Choose open or closed' }).default('open'),
  cursor: pageCursor.optional(),
});
export const reportDecisionBody = z.strictObject({
  action: z.enum(reportActions, {
    error: 'Choose dismiss, hide or suspend',
  }),
});
export type ReportDecision = z.output<typeof reportDecisionBody>;

/**
 * A report as the admin screens read it (report.entity.ts) with its admin id: what was reported
 * (kind and target, with the ids kept apart), by whom and why, and what an admin did about it.
 */
export const adminReportView = z.object({
  /** The report's id in /api/admin/reports/{id}. */
  id: z.string(),
  kind: z.enum(reportKinds),
  target: z.string(),
  reporter: z.string(),
  post_id: z.string().optional(),
  comment_id: z.string().optional(),
  conversation_id: z.string().optional(),
  message_id: z.string().optional(),
  review_id: z.string().optional(),
  reason: z.string(),
  created: z.number(),
  status: z.enum(reportStatuses),
  action: z.enum(reportActions).optional(),
  actedBy: z.string().optional(),
  actedAt: z.number().optional(),
  restoredBy: z.string().optional(),
  restoredAt: z.number().optional(),
});

/** A report as its reporter's admin page lists it: the same record, without the admin id. */
export const reportMadeView = adminReportView.omit({ id: true });

/** GET /api/admin/reports: open reports oldest first, or closed ones newest first, 15 a page. */
export const reportQueueResponse = z.object({
  reports: z.array(adminReportView),
  cursor: z.string().nullable(),
});

/** The reported thing as plain text, and whose it is (the user a suspension would hit). */
export const reportedContent = z.object({
  subject: z.string(),
  title: z.string(),
  text: z.string(),
  hidden: z.boolean(),
  /** A review's stars, author and the reviewed user (its page). */
  stars: z.number().optional(),
  author: z.object({ uid: z.string(), name: z.string() }).optional(),
  about: z.string().optional(),
});

/** One report, its content (null once gone) and whether the content's author is suspended. */
export const reportDetailResponse = adminReportView.extend({
  content: reportedContent.nullable(),
  suspended: z.boolean(),
});
