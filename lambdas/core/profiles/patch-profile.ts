import { isConditionFailure } from '../db/errors.js';
import { db } from '../db/service.js';
import { failedAt, transact } from '../db/transact.js';
import type { UserType } from '../actor.js';
import { conflict } from '../errors.js';
import { addStat, incompleteDelta } from '../admin-stats/stats.js';
import { staleProfile } from './stale.js';
import { removing, type PlaceField } from '../location/account-location.js';

/** The completeness the change was computed from: the card 'incomplete users' follows it. */
export interface CompletenessRead {
  userType: UserType;
  before: boolean | undefined;
}

/** The write's guard: the version read and, when known, the completeness read. */
export const profileGuard =
  (version: number, read?: CompletenessRead) =>
  <A>(
    attr: { version: A; isCompelete: A },
    { eq, notExists }: { eq: (a: A, v: unknown) => string; notExists: (a: A) => string },
  ) => {
    const same = eq(attr.version, version);
    if (!read) return same;
    const was =
      read.before === undefined ? notExists(attr.isCompelete) : eq(attr.isCompelete, read.before);
    return `${same} AND ${was}`;
  };

/**
 * Writes profile fields only if the stored version is still the one the change was based on,
 * and moves the version on; a concurrent edit gets a clear 409 instead of being overwritten.
 * When the change moves isCompelete, incomplete_users moves in the same transaction.
 */
export async function patchProfile(
  uid: string,
  version: number,
  set: Record<string, unknown>,
  read?: CompletenessRead,
  /** Place fields the save removes (location/account-location.ts `placeLeftOut`). */
  remove: readonly PlaceField[] = [],
) {
  const delta = read
    ? incompleteDelta(read.userType, read.before, set.isCompelete as boolean | undefined)
    : 0;
  const guard = profileGuard(version, read);
  if (delta !== 0) {
    const codes = await transact((tx) => [
      removing(tx.user.patch({ uid }).set({ ...set, version: version + 1 }), remove)
        .where(guard)
        .commit(),
      addStat(tx, 'incomplete_users', delta),
    ]);
    if (codes && failedAt(codes, 0)) throw conflict(staleProfile);
    if (codes) throw new Error(`profile write canceled: ${codes.join(',')}`);
    return (await db().entities.user.get({ uid }).go()).data!;
  }
  try {
    const patch = db()
      .entities.user.patch({ uid })
      .set({ ...set, version: version + 1 });
    const { data } = await removing(patch, remove).where(guard).go({ response: 'all_new' });
    return data;
  } catch (error) {
    if (isConditionFailure(error)) throw conflict(staleProfile);
    throw error;
  }
}
