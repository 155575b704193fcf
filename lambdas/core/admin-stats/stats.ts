import type { UserType } from '../actor.js';
import type { Tx } from '../db/tx.js';

/** The report-card counters of group 'stats' (docs/decisions/admin.md: what each one counts). */
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

/** What the report cards read of a user record. */
export interface CountedUser {
  user_type: UserType;
  isCompelete?: boolean;
  /** The e-mail address was confirmed (a verification link, a reset link or a social sign-up). */
  verified?: boolean;
  /** Mirror of the Cognito groups admin and super_admin (admin-users/roles.ts). */
  staff?: boolean;
}

/**
 * The total a user counts in (docs/decisions/admin.md, "Who the caregiver and parent totals
 * count"): caregivers are childcarers and cooks, parents are parents, each only once the e-mail is
 * verified (an unverified sign-up may never be used and expires) and never a staff account (admins
 * sign in with a parent-type record). Institutions are in neither total.
 */
export function kindCounter(user: CountedUser): StatName | undefined {
  if (user.verified !== true || user.staff === true) return undefined;
  if (user.user_type === 'parent') return 'parents';
  return user.user_type === 'childcarer' || user.user_type === 'cook' ? 'caregivers' : undefined;
}

/**
 * Incomplete users: accounts with a profile to finish (every type but parent) whose
 * isCompelete is not true. Parents have no public profile, so they are never incomplete.
 */
export const isIncomplete = (user: { user_type: UserType; isCompelete?: boolean }) =>
  user.user_type !== 'parent' && user.isCompelete !== true;

/** The counters a user adds to (sign 1, at creation) or takes from (sign -1, at deletion). */
export function userStatWrites(tx: Tx, user: CountedUser, sign: 1 | -1) {
  const kind = kindCounter(user);
  return [
    ...(kind ? [addStat(tx, kind, sign)] : []),
    ...(isIncomplete(user) ? [addStat(tx, 'incomplete_users', sign)] : []),
  ];
}

/** How a change of `verified` or `staff` moves the caregiver and parent totals, as commits. */
export function kindMoves(tx: Tx, before: CountedUser, after: CountedUser) {
  const [was, is] = [kindCounter(before), kindCounter(after)];
  if (was === is) return [];
  return [...(was ? [addStat(tx, was, -1)] : []), ...(is ? [addStat(tx, is, 1)] : [])];
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
