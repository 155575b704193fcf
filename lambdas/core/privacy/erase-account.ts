import type { Storage } from '../ports/storage.js';
import { db } from '../db/service.js';
import { stagedUploadsPrefix, userFilesPrefix } from '../profiles/user-files.js';
import { rateLimitKinds } from '../rate-limits/limits.js';
import type { AccountDeletion } from './account-deletion.entity.js';
import { anonymiseOrders, anonymiseReferral, anonymiseTakenOrders } from './books.js';
import { followPointers } from './follow-pointers.js';
import { clearOwnPartition } from './own-partition.js';
import { removeAccountRecords } from './remove-account-records.js';
import type { EntityItem } from 'electrodb';

export type DeletionRecord = EntityItem<typeof AccountDeletion>;

export interface ErasurePorts {
  files: Pick<Storage, 'removeAll'>;
  identity: { remove(uid: string): Promise<void> };
}

const all = { pages: 'all' } as const;

/** Contact-page messages sent from the person's address (the team has answered by e-mail). */
async function removeContactMessages(email: string) {
  const messages = db().entities.contactMessage;
  const { data } = await messages.query.byEmail({ email }).go(all);
  if (data.length) await messages.delete(data).go();
}

/** Reports about the person's profile: nothing is left to act on. */
async function removeReportsAbout(uid: string) {
  const reports = db().entities.report;
  const { data } = await reports.query.byTarget({ kind: 'user', target: uid }).go(all);
  if (data.length) await reports.delete(data).go();
}

/** Rate-limit windows keyed by the uid, the address or a number (each expires anyway). */
async function removeRateLimits(subjects: string[]) {
  const limits = db().entities.rateLimit;
  await Promise.all(
    rateLimitKinds.flatMap((kind) =>
      subjects.map(async (subject) => {
        const { data } = await limits.query.byWindow({ kind, subject }).go(all);
        if (data.length) await limits.delete(data).go();
      }),
    ),
  );
}

/** Codes still pending for their numbers (phone-accounts/phone-code.entity.ts): keyed by number. */
async function removePhoneCodes(numbers: readonly string[]) {
  const codes = db().entities.phoneCode;
  await Promise.all(
    numbers.map(async (number) => {
      const { data } = await codes.query.byNumber({ number }).go(all);
      if (data.length) await codes.delete(data).go();
    }),
  );
}

/**
 * Removes or makes anonymous every item that holds the person's uid, address, name or phone,
 * each found by the person's own keys and indexes (never a Scan), and their files. Every step
 * may run again, so a run cut short is finished by running it again (privacy/deletions.ts).
 * What others own stays theirs: notices in their inboxes (anonymous), orders and the
 * referral's commission (under the alias), meal orders a cook took (without the cook).
 */
export async function eraseAccount(ports: ErasurePorts, deletion: DeletionRecord) {
  const { uid, email, alias } = deletion;
  await ports.identity.remove(uid);
  await ports.files.removeAll(userFilesPrefix(uid));
  await ports.files.removeAll(stagedUploadsPrefix(uid));
  await followPointers(uid);
  await anonymiseOrders(uid, alias);
  if (deletion.referred_by) await anonymiseReferral(deletion.referred_by, uid, alias);
  await anonymiseTakenOrders(uid);
  await removeReportsAbout(uid);
  if (email) await removeContactMessages(email);
  await removeRateLimits([uid, ...(email ? [email] : []), ...(deletion.numbers ?? [])]);
  await removePhoneCodes(deletion.numbers ?? []);
  await removeAccountRecords(uid);
  await clearOwnPartition(uid);
}
