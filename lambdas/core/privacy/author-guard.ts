import type { Tx } from '../db/tx.js';

/** What a write refused by authorStillHere answers: the account is gone. */
export const accountGone = 'Account not found';

/**
 * For the transaction of a write that must not outlive its author's deletion (a post, a
 * report): the author's record is there and no deletion has begun. A write that passes is
 * committed before the deletion record, so the erasure that follows finds it.
 */
export const authorStillHere = (tx: Tx, uid: string) => [
  tx.user
    .check({ uid })
    .where((attr, { exists }) => exists(attr.uid))
    .commit(),
  tx.accountDeletion
    .check({ uid })
    .where((attr, { notExists }) => notExists(attr.uid))
    .commit(),
];
