import type { UserActor } from '../actor.js';
import { countedRole } from '../admin-users/super-admins.js';
import { db } from '../db/service.js';
import { transact } from '../db/transact.js';
import { conflict, forbidden, invalid, notFound } from '../errors.js';
import { refreshCaregiverCards } from '../search/caregiver-cards.js';
import { fenceCommits, unsuspendCommits, untilFenceHolds } from '../sessions/session-fence.js';
import type { SessionPorts } from '../sessions/session-fence.js';
import type { Tx } from '../db/tx.js';

export const suspendedMessage =
  'This account is suspended. Please write to us through the contact page if you think this is a mistake.';

/** Signs an account in or out at the identity provider (lambdas/ports/identity.ts). */
export interface AccountSwitch extends SessionPorts {
  disable(uid: string): Promise<void>;
  enable(uid: string): Promise<void>;
}

/**
 * The writes that suspend a user, for a transaction that also records why (the report): the
 * marker with who, when and why, the session fence every signed-in request reads (suspended,
 * and every session so far ended), and the flag on the profile that search and the public page
 * honour.
 */
export const suspendCommits = (tx: Tx, uid: string, by: string, at: number, reason?: string) => [
  tx.suspension.put({ uid, by, at, ...(reason ? { reason } : {}) }).commit(),
  fenceCommits(tx, uid, at, true),
  tx.user.patch({ uid }).set({ suspended: true }).commit(),
];

export const notYourself = 'You cannot suspend yourself';
export const notSuperAdmin =
  'A super admin cannot be suspended. Remove their super admin role first (super admins only).';

/**
 * Who may be suspended, the one rule for every way to suspend (a report's decision, the user
 * page): never the admin themself, never a super admin (their role goes first, which only a
 * super admin can do).
 */
export async function checkSuspendable(admin: UserActor, uid: string) {
  if (uid === admin.uid) throw invalid(notYourself);
  if (await countedRole.has(uid)) throw forbidden(notSuperAdmin);
}

/**
 * After the suspension (and its session fence) is written: the refresh tokens revoked, which a
 * disabled user's would not be once the suspension is lifted (and before disabling: Cognito
 * refuses some admin calls about a disabled user), no more sign-ins, and the search cards go.
 */
export async function afterSuspend(accounts: AccountSwitch, uid: string, now: number) {
  await accounts.signOutEverywhere(uid);
  await accounts.disable(uid);
  await refreshCaregiverCards(uid, now);
  await untilFenceHolds(now);
}

/**
 * An admin lifts a suspension: the marker and flags go, sign-in and search cards come back.
 * The sessions the suspension ended stay ended: the person signs in again.
 */
export async function liftSuspension(accounts: AccountSwitch, uid: string, now: number) {
  const { canceled } = await db()
    .transaction.write((tx) => [
      tx.suspension.delete({ uid }).commit(),
      unsuspendCommits(tx, uid),
      tx.user.patch({ uid }).remove(['suspended']).commit(),
    ])
    .go();
  if (canceled) throw notFound('Account not found');
  await accounts.enable(uid);
  await refreshCaregiverCards(uid, now);
  return { message: 'The suspension was lifted.' };
}

/**
 * An admin suspends a user from their page, with a reason: the same writes and aftermath as a
 * report's suspend decision. The profile patch requires the account to exist.
 */
export async function suspendUser(
  accounts: AccountSwitch,
  admin: UserActor,
  uid: string,
  reason: string,
  now: number,
) {
  await checkSuspendable(admin, uid);
  if (await suspensionOf(uid)) throw conflict('This account is already suspended');
  const refused = await transact((tx) => suspendCommits(tx, uid, admin.uid, now, reason));
  if (refused) throw notFound('Account not found');
  await afterSuspend(accounts, uid, now);
  return { message: 'The account is suspended.' };
}

/** The marker of a user, for the admin screens. */
export async function suspensionOf(uid: string) {
  return (await db().entities.suspension.get({ uid }).go()).data ?? undefined;
}
