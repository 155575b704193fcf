import { db } from '../db/service.js';
import { transact } from '../db/transact.js';
import { featuredEnd } from '../search/featured-end.entity.js';
import type { UserRecord } from '../users/users.js';
import { userStatWrites } from './stats.js';
import { deleteCaregiverViews } from './view-tallies.js';

const ATTEMPTS = 5;

/**
 * Deletes a user record and takes it off the report cards (the totals and its view tally) in
 * one transaction, conditional on the record still being there with the completeness (and
 * featured end, verification and staff flag) that was read: a second deletion subtracts nothing, and a profile completed meanwhile is read again
 * and subtracted right.
 */
export async function deleteUserRecord(uid: string, read: UserRecord | undefined) {
  let user = read;
  for (let attempt = 1; user && attempt <= ATTEMPTS; attempt++) {
    const current = user;
    const { isCompelete, featured, verified, staff } = current;
    const refused = await transact((tx) => [
      tx.user
        .delete({ uid })
        .where((attr, { exists, eq, notExists }) =>
          [
            exists(attr.uid),
            isCompelete === undefined
              ? notExists(attr.isCompelete)
              : eq(attr.isCompelete, isCompelete),
            featured === undefined ? notExists(attr.featured) : eq(attr.featured, featured),
            // which total it is in (stats.ts kindCounter) is what was read
            verified === undefined ? notExists(attr.verified) : eq(attr.verified, verified),
            staff === undefined ? notExists(attr.staff) : eq(attr.staff, staff),
          ].join(' AND '),
        )
        .commit(),
      ...userStatWrites(tx, current, -1),
      // off the most viewed caregiver card, so the next one steps up
      ...deleteCaregiverViews(tx, uid),
      // the end of a featured placement is keyed by the uid: it goes with the record it ends
      ...(featured === undefined
        ? []
        : [tx.featuredEnd.delete(featuredEnd(uid, featured)).commit()]),
    ]);
    if (!refused) return;
    user = (await db().entities.user.get({ uid }).go()).data ?? undefined;
  }
  if (user) throw new Error(`could not delete user ${uid}: it kept changing`);
}
