import * as z from 'zod';

/**
 * What the mail queue carries: one recipient's e-mail of a fan-out, named by ids, and the
 * account e-mails a public request asks for (docs/decisions/accounts-and-sessions.md,
 * "Account e-mails of public requests go through the mail queue"): the request only puts the
 * message here, so it answers at once whatever the mail service does,
 * and does the same work whether or not the address has an account.
 */
export const queuedMail = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('job-match'), post_id: z.string().min(1), uid: z.string().min(1) }),
  /** The link of a new registration (the account exists: its uid). */
  z.object({
    kind: z.literal('verify-email'),
    uid: z.string().min(1),
    email: z.string().min(3),
    appLanguage: z.string().optional(),
  }),
  /** A reset or a new verification link, if the address has an account that may have one. */
  z.object({ kind: z.enum(['password-reset', 'verification-again']), email: z.string().min(3) }),
]);
export type QueuedMail = z.infer<typeof queuedMail>;

/** Puts messages on the paced mail queue; throws when the queue did not take every one. */
export type EnqueueMail = (messages: readonly QueuedMail[]) => Promise<void>;
