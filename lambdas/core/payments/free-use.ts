import { db } from '../db/service.js';
import type { Tx } from '../db/tx.js';

export type FreeKind = 'contacts' | 'applications';

/** Named access patterns on free allowances (what users without a package may still do). */
export const freeUse = {
  // how many of a kind the user has spent (0 before the first)
  async used(uid: string, kind: FreeKind): Promise<number> {
    const { data } = await db().entities.freeUse.get({ uid, kind }).go();
    return data?.used ?? 0;
  },

  // the write that spends one, for the transaction of what it pays for; fails at the limit
  spend: (tx: Tx, uid: string, kind: FreeKind, limit: number) =>
    tx.freeUse
      .upsert({ uid, kind })
      .add({ used: 1 })
      .where(({ used }, { notExists, lt }) => `${notExists(used)} OR ${lt(used, limit)}`)
      .commit(),
};
