import * as z from 'zod';
import { photoFields } from '../profiles/photo-renditions.js';

import { MESSAGE_MAX, messageTooLong, PREVIEW_LENGTH } from './limits.js';

export { MESSAGE_MAX, PREVIEW_LENGTH };

const id = (what: string) => z.string().regex(/^[\w-]{1,64}$/, `Invalid ${what}`);
export const conversationId = id('conversation');
export const messageId = id('message');

export const openConversationBody = z.strictObject({ with: id('user') });

export const conversationParams = z.strictObject({ id: conversationId });

export const messageBody = z.strictObject({
  body: z
    .string({ error: 'Write a message' })
    .trim()
    .min(1, 'Write a message')
    .max(MESSAGE_MAX, messageTooLong),
});

const blocked = z.enum(['none', 'by-me', 'by-them']);

export const messageView = z.object({
  id: z.string(),
  fromMe: z.boolean(),
  body: z.string(),
  sentAt: z.number(),
  seen: z.boolean(),
  hidden: z.boolean().optional(),
});

export const conversationSummary = z.object({
  id: z.string(),
  other: z.object({
    uid: z.string(),
    name: z.string(),
    user_type: z.string(),
    ...photoFields,
  }),
  lastMessage: z.object({ body: z.string(), sentAt: z.number(), fromMe: z.boolean() }).nullable(),
  unread: z.number(),
  blocked,
  shared: z.boolean(),
  otherReadAt: z.number(),
  updatedAt: z.number(),
});

export const conversationResponse = z.object({ conversation: conversationSummary });
export const conversationsResponse = z.object({
  conversations: z.array(conversationSummary),
  cursor: z.string().nullable(),
});
/** What a caregiver shares with a parent: how to reach them. */
export const caregiverDetails = z.object({
  /** Null for a caregiver who joined with a phone number only. */
  email: z.string().nullable(),
  phone: z.string().nullable(),
  phone_code: z.string().nullable(),
});
export type CaregiverDetails = z.infer<typeof caregiverDetails>;

export const threadResponse = z.object({
  conversation: conversationSummary,
  /** The caregiver's phone and e-mail, for the parent while the caregiver shares them. */
  details: caregiverDetails.nullable(),
  messages: z.array(messageView),
  cursor: z.string().nullable(),
});
export const sentResponse = z.object({ message: messageView });
export const readResponse = z.object({ unread: z.literal(0), messageCount: z.number() });
export const blockResponse = z.object({ blocked });
export const shareResponse = z.object({ shared: z.boolean() });
