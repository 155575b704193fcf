import { db } from '../db/service.js';
import { transact } from '../db/transact.js';
import { kindMoves } from './stats.js';

const ATTEMPTS = 5;

/** The account flags a report-card total depends on (stats.ts `kindCounter`). */
export interface CountedFlags {
  verified?: boolean;
  staff?: boolean;
}

/**
 * Sets account flags that decide whether the user is in the caregiver or parent total, and
 * moves that total in the same transaction. The write is conditional on the flags that were
 * read, so two changes at once (a verification and a role change) are each counted once: the
 * one refused reads again and recomputes. Other account fields may ride along.
 */
export async function setCountedFlags(
  uid: string,
  fields: CountedFlags & Record<string, unknown>,
  now: number,
) {
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const { data: user } = await db().entities.user.get({ uid }).go();
    // A missing record: the plain patch answers as any account write on it does.
    if (!user) return void (await db().entities.user.patch({ uid }).set(fields).go());
    const refused = await transact((tx) => [
      tx.user
        .patch({ uid })
        .set({ ...fields, updatedAt: now, date_updated: now })
        .where((attr, { eq, notExists }) =>
          [
            user.verified === undefined
              ? notExists(attr.verified)
              : eq(attr.verified, user.verified),
            user.staff === undefined ? notExists(attr.staff) : eq(attr.staff, user.staff),
          ].join(' AND '),
        )
        .commit(),
      ...kindMoves(tx, user, { ...user, ...fields }),
    ]);
    if (!refused) return;
  }
  throw new Error(`could not set the account flags of ${uid}: they kept changing`);
}
