import * as z from 'zod';

/**
 * GET /api/account/export: everything we keep about the caller (export-data.ts), as JSON. The
 * records are the stored ones, as they are; the document links are short-lived.
 */
export const exportResponse = z.object({
  exportedAt: z.string(),
  account: z.record(z.string(), z.unknown()),
  referrals: z.array(z.record(z.string(), z.unknown())),
  applications: z.array(z.record(z.string(), z.unknown())),
  offers: z.array(z.record(z.string(), z.unknown())),
  contacts: z.array(z.record(z.string(), z.unknown())),
  mail: z.array(z.record(z.string(), z.unknown())),
  cart: z.record(z.string(), z.unknown()).nullable(),
  earnings: z.array(z.record(z.string(), z.unknown())),
  /** Community: their posts, comments and likes, and the reports they made. */
  posts: z.array(z.record(z.string(), z.unknown())),
  comments: z.array(z.record(z.string(), z.unknown())),
  likes: z.array(z.record(z.string(), z.unknown())),
  reports: z.array(z.record(z.string(), z.unknown())),
  /** Their conversations, each with the messages they sent in it. */
  conversations: z.array(z.record(z.string(), z.unknown())),
  /** The reviews they wrote and the reviews about them, with answers. */
  reviews: z.object({
    written: z.array(z.record(z.string(), z.unknown())),
    received: z.array(z.record(z.string(), z.unknown())),
  }),
  /** Paid attempts, the latest result and its answers; null when never bought. */
  personalityTest: z.record(z.string(), z.unknown()).nullable(),
  /** The phone for text messages and the topics chosen; null when none was added. */
  textMessages: z.record(z.string(), z.unknown()).nullable(),
  /** The work agreements they are a side of, each with its versions. */
  agreements: z.array(z.record(z.string(), z.unknown())),
  /** The mobile money number wages are paid to; null when none was added. */
  payoutNumber: z.record(z.string(), z.unknown()).nullable(),
  /** Their payslips, as stored: the wages they paid (as a parent) and received (as a caregiver). */
  payslips: z.object({
    paid: z.array(z.record(z.string(), z.unknown())),
    received: z.array(z.record(z.string(), z.unknown())),
  }),
  /** Codes texted to the number they sign in with, not yet used (what for, until when). */
  phoneCodes: z.array(z.object({ purpose: z.string(), expiresAt: z.string() })),
  /** Short-lived links to download each stored document. */
  documents: z.record(z.string(), z.string()),
});
