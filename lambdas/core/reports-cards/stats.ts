import type { UserType } from '../actor.js';
import type { Tx } from '../db/tx.js';

/** The report-card counters of group 'stats' (docs/decisions.md: what each one counts). */
export const statNames = [
  'completed_payments',
  'failed_payments',
  'caregivers',
  'parents',
  'incomplete_users',
] as const;
export type StatName = (typeof statNames)[number];

/** One atomic ADD on a report-card counter, as a commit of the caller's transaction. */
export const addStat = (tx: Tx, name: StatName, delta: number) =>
  tx.counter.upsert({ group: 'stats', name }).add({ count: delta }).commit();

/** Caregivers are childcarers and cooks; institutions are in neither total. */
const kindCounter = (userType: UserType): StatName | undefined =>
  userType === 'parent'
    ? 'parents'
    : userType === 'childcarer' || userType === 'cook'
      ? 'caregivers'
      : undefined;

/**
 * Incomplete users: accounts with a profile to finish (every type but parent) whose
 * isCompelete is not true. Parents have no public profile, so they are never incomplete.
 */
export const isIncomplete = (user: { user_type: UserType; isCompelete?: boolean }) =>
  user.user_type !== 'parent' && user.isCompelete !== true;

/** The counters a user adds to (sign 1, at creation) or takes from (sign -1, at deletion). */
export function userStatWrites(
  tx: Tx,
  user: { user_type: UserType; isCompelete?: boolean },
  sign: 1 | -1,
) {
  const kind = kindCounter(user.user_type);
  return [
    ...(kind ? [addStat(tx, kind, sign)] : []),
    ...(isIncomplete(user) ? [addStat(tx, 'incomplete_users', sign)] : []),
  ];
}

/** How a completeness change moves incomplete_users: -1, 0 or +1. */
export function incompleteDelta(
  userType: UserType,
  before: boolean | undefined,
  after: boolean | undefined,
): number {
  const was = isIncomplete({ user_type: userType, isCompelete: before });
  const is = isIncomplete({ user_type: userType, isCompelete: after });
  return was === is ? 0 : is ? 1 : -1;
}
