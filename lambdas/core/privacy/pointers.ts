import { db } from '../db/service.js';
import type { Tx } from '../db/tx.js';
import type { PointerKind } from './personal-pointer.entity.js';

/** A pointer to a copy of `uid`'s data, for the transaction that writes the copy. */
export const pointerCommit = (
  tx: Tx,
  uid: string,
  kind: PointerKind,
  ref: string,
  expiresAt?: number,
) => tx.personalPointer.put({ uid, kind, ref, ...(expiresAt ? { expiresAt } : {}) }).commit();

/** The same, written on its own before the copy (a pointer to nothing is harmless). */
export const pointTo = async (uid: string, kind: PointerKind, ref: string, expiresAt?: number) => {
  await db()
    .entities.personalPointer.put({ uid, kind, ref, ...(expiresAt ? { expiresAt } : {}) })
    .go();
};
