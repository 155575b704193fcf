import * as z from 'zod';
import { SHORT_MESSAGE_MAX, shortMessageTooLong } from './short-message.js';

/** A required key (it may be empty), so a body of `{}` is refused like every other. */
export const shortMessage = z
  .string({ error: 'Write a message (it may be empty)' })
  .trim()
  .max(SHORT_MESSAGE_MAX, shortMessageTooLong);

export const mailParams = z.strictObject({
  id: z.string().regex(/^[\w-]{1,64}$/, 'Invalid message'),
});

/**
 * One in-app mail as its recipient reads it: its template (a notice's name and the values its
 * words take: templates.ts `renderNotice`) and whether they opened it.
 */
export const mailView = z.object({
  mail_id: z.string(),
  posted: z.number(),
  template: z.object({
    name: z.string(),
    data: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  }),
  seen: z.boolean(),
});
export type MailView = z.infer<typeof mailView>;

/** A page of the caller's mail, newest first. */
export const inboxResponse = z.object({ mail: z.array(mailView), cursor: z.string().nullable() });

/** The header's counts: unread notices (the inbox) and unread messages (conversations). */
export const unreadCountsResponse = z.object({
  notificationCount: z.number(),
  messageCount: z.number(),
});
export type UnreadCounts = z.infer<typeof unreadCountsResponse>;

/** A mail marked seen: the inbox's unread count left. */
export const seenResponse = z.object({ notificationCount: z.number() });
