import { db } from '../db/service.js';
import { notFound } from '../errors.js';
import { refreshCaregiverCards } from '../search/caregiver-cards.js';
import type { Tx } from '../db/tx.js';

export const suspendedMessage =
  'This account is suspended. Please write to us through the contact page if you think this is a mistake.';

/** Signs an account in or out at the identity provider (lambdas/ports/identity.ts). */
export interface AccountSwitch {
  disable(uid: string): Promise<void>;
  enable(uid: string): Promise<void>;
}

/**
 * The writes that suspend a user, for a transaction that also records why (the report): the
 * marker every signed-in request reads, and the flag on the profile that search and the public
 * page honour.
 */
export const suspendCommits = (tx: Tx, uid: string, by: string, at: number, reason?: string) => [
  tx.suspension.put({ uid, by, at, ...(reason ? { reason } : {}) }).commit(),
  tx.user.patch({ uid }).set({ suspended: true }).commit(),
];

/** After the suspension is written: no more sign-ins, and the search cards go. */
export async function afterSuspend(accounts: AccountSwitch, uid: string, now: number) {
  await accounts.disable(uid);
  await refreshCaregiverCards(uid, now);
}

/**
 * Whether the caller is suspended: one eventually-consistent GetItem of a tiny item (about
 * 0.5 read units), made on every signed-in request.
 */
export async function isSuspended(uid: string): Promise<boolean> {
  const { data } = await db()
    .entities.suspension.get({ uid })
    .go({ attributes: ['uid'] });
  return data !== null;
}

/** An admin lifts a suspension: the marker and flag go, sign-in and search cards come back. */
export async function liftSuspension(accounts: AccountSwitch, uid: string, now: number) {
  const { canceled } = await db()
    .transaction.write(({ suspension, user }) => [
      suspension.delete({ uid }).commit(),
      user.patch({ uid }).remove(['suspended']).commit(),
    ])
    .go();
  if (canceled) throw notFound('Account not found');
  await accounts.enable(uid);
  await refreshCaregiverCards(uid, now);
  return { message: 'The suspension was lifted.' };
}

/** The marker of a user, for the admin screens. */
export async function suspensionOf(uid: string) {
  return (await db().entities.suspension.get({ uid }).go()).data ?? undefined;
}
