import { db } from '../db/service.js';
import type { Tx } from '../db/tx.js';

export type PackageKind = 'parent' | 'caregiver';

/** Named access patterns on entitlements. */
export const entitlements = {
  // the package of a kind a user holds, if still running
  async active(uid: string, kind: PackageKind, now: number): Promise<boolean> {
    const { data } = await db().entities.entitlement.get({ uid, kind }).go();
    return entitlements.runs(data, now);
  },

  // whether a package read (or read together with more: db/read-together.ts) runs at `now`
  runs: (item: { until: number } | null | undefined, now: number): boolean =>
    Boolean(item && item.until > now),

  // the same rule as a transaction's condition (it fails when no package of the kind runs)
  activeCheck(tx: Tx, uid: string, kind: PackageKind, now: number) {
    return tx.entitlement
      .check({ uid, kind })
      .where(({ until }, { gt }) => gt(until, now))
      .commit();
  },

  // when the running package of a kind ends, or null when none runs
  async until(uid: string, kind: PackageKind, now: number): Promise<number | null> {
    const { data } = await db().entities.entitlement.get({ uid, kind }).go();
    return data && data.until > now ? data.until : null;
  },

  // extend a user's package to `until` (never shortens a longer one)
  async grant(uid: string, kind: PackageKind, until: number) {
    const current = (await db().entities.entitlement.get({ uid, kind }).go()).data;
    if (current && current.until >= until) return;
    await db().entities.entitlement.upsert({ uid, kind, until }).go();
  },
};
