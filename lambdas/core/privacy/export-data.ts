import * as z from 'zod';
import type { Storage } from '../ports/storage.js';
import { documentKindNames, documentKinds } from '../profiles/document-kinds.js';
import { referrals } from '../referrals/referrals.js';
import { users } from '../users/users.js';
import { personalRecords } from './personal-records.js';

const DOCUMENT_LINK_SECONDS = 900;

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
  /** Short-lived links to download each stored document. */
  documents: z.record(z.string(), z.string()),
});

/**
 * Everything we keep about a user, as JSON (the right to a copy of one's data): the whole
 * record, the members they referred, their applications, offers, contacts, in-app mail and cart,
 * and links to their documents.
 */
export async function exportData(storage: Pick<Storage, 'signedLink'>, uid: string, now: number) {
  const account = await users.require(uid);
  const documents: Record<string, string> = {};
  for (const kind of documentKindNames) {
    const key = account[documentKinds[kind].field];
    if (key) documents[kind] = await storage.signedLink(key, DOCUMENT_LINK_SECONDS);
  }
  return {
    exportedAt: new Date(now).toISOString(),
    account,
    referrals: await referrals.all(uid),
    ...(await personalRecords(uid)),
    documents,
  };
}
