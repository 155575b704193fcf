import type { Storage } from '../ports/storage.js';
import { documentKindNames, documentKinds } from '../profiles/document-kinds.js';
import { referrals } from '../referrals/referrals.js';
import { users } from '../users/users.js';
import { personalRecords } from './personal-records.js';

const DOCUMENT_LINK_SECONDS = 900;

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
