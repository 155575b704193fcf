import type { Storage } from '../ports/storage.js';
import { documentKindNames, documentKinds } from '../profiles/document-kinds.js';
import { referrals } from '../referrals/referrals.js';
import { users } from '../users/users.js';
import { db } from '../db/service.js';
import { wageRecords } from '../wages/wage-records.js';
import { personalRecords } from './personal-records.js';

const DOCUMENT_LINK_SECONDS = 900;

/** Codes texted to the number they sign in with and not yet used: what for, and until when. */
async function pendingCodes(number: string) {
  const { data } = await db().entities.phoneCode.query.byNumber({ number }).go({ pages: 'all' });
  return data.map(({ purpose, expiresAt }) => ({
    purpose,
    expiresAt: new Date(expiresAt * 1000).toISOString(),
  }));
}

/**
 * Everything we keep about a user, as JSON (the right to a copy of one's data): the whole
 * record (with the number they sign in with), the members they referred, their applications,
 * offers, contacts, in-app mail and cart, the number wages are paid to and their payslips (paid
 * and received), the codes texted to their number still pending (not
 * the codes: only a hash is kept), and links to their documents.
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
    ...(await wageRecords(uid, now)),
    phoneCodes: account.signInPhone ? await pendingCodes(account.signInPhone) : [],
    documents,
  };
}
