import { db } from '../db/service.js';
import { removeJobsOf } from '../jobs/post-job.js';
import { usernameKey } from '../profiles/username.js';
import { referrals } from '../referrals/referrals.js';
import { deleteUserRecord } from '../admin-stats/delete-user.js';
import { refreshCaregiverCards } from '../search/caregiver-cards.js';
import { users } from '../users/users.js';
import { removePersonalRecords } from './personal-records.js';

/**
 * Removes the profile record, the referrals it made, the applications, offers, contacts, mail,
 * conversations and reviews that are theirs, and frees its username: for an account erased
 * (erase-account.ts) or a sign-up discarded unverified (auth/register.ts). It reaches into many
 * areas, so it lives here above them rather than in users/users.ts, which they all import.
 */
export async function removeAccountRecords(uid: string) {
  const user = await users.get(uid);
  const made = await referrals.all(uid);
  if (made.length) await db().entities.referral.delete(made).go();
  await removePersonalRecords(uid);
  await removeJobsOf(uid);
  await deleteUserRecord(uid, user);
  // With the record gone, the caregiver's search cards go too.
  await refreshCaregiverCards(uid, Date.now());
  if (user?.username) {
    await db()
      .entities.username.delete({ username: usernameKey(user.username) })
      .go();
  }
}
