import type { UserActor } from '../actor.js';
import { transact } from '../db/transact.js';
import { conflict } from '../errors.js';
import { newNotice, noticeWrites } from '../inbox/notices.js';
import { accounts } from '../ledger/accounts.js';
import { ledgerWrites } from '../ledger/ledger.js';
import { logger } from '../ports/provided.js';
import { payoutDueWrites, retryPayout, sendPayout } from '../payouts/payouts.js';
import type { TransferPort } from '../payouts/payout-types.js';
import type { AdminWithdrawalView } from './schemas.js';
import {
  adminView,
  amountText,
  payoutReferenceOf,
  requireWithdrawal,
  withdrawalOf,
} from './withdrawal-views.js';

/** What a second decision on the same request hears (two admins at once: one wins). */
const decided = 'This withdrawal request was already decided.';

/**
 * An admin approves a requested withdrawal: in one transaction the request says approved and its
 * payout (reference `cpo-<id>`) is made due; then it is sent at once (the `payouts` scheduled job
 * sends whatever this did not). Of two admins deciding at once, one succeeds.
 */
export async function approveWithdrawal(
  actor: UserActor,
  id: string,
  port: TransferPort,
  now: number,
): Promise<AdminWithdrawalView> {
  const found = await requireWithdrawal(id);
  if (found.status !== 'requested') throw conflict(decided);
  const reference = payoutReferenceOf(id);
  const notice = newNotice(
    { uid: found.owner },
    'commission-payout',
    { event: 'approved', amount: amountText(found), number: found.phone },
    now,
  );
  const codes = await transact((tx) => [
    tx.commissionWithdrawal
      .patch({ id })
      .set({ status: 'approved', decidedAt: now, decidedBy: actor.uid, updatedAt: now })
      .where((attr, { eq }) => eq(attr.status, 'requested'))
      .commit(),
    ...payoutDueWrites(
      {
        reference,
        kind: 'commission',
        owner: found.owner,
        subject: id,
        amountMinor: found.amountMinor,
        currency: found.currency,
        phone: found.phone,
        network: found.network,
        beneficiaryName: found.name,
        narration: 'Referral commission',
      },
      now,
    )(tx),
    ...noticeWrites(tx, notice),
  ]);
  if (codes) throw conflict(decided);
  try {
    await sendPayout(port, reference, now);
  } catch (error) {
    // Due and kept: the scheduled job sends it.
    logger.warn('Commission payout not sent at once', { reference, error: error as Error });
  }
  return adminView((await withdrawalOf(id)) ?? found);
}

/**
 * An admin refuses a requested withdrawal with a reason: in one transaction the request says
 * refused, the money moves back from commission-withdrawing to commission, and the currency's
 * open marker goes, so the institution may ask again; the institution is told why.
 */
export async function refuseWithdrawal(
  actor: UserActor,
  id: string,
  reason: string,
  now: number,
): Promise<AdminWithdrawalView> {
  const found = await requireWithdrawal(id);
  if (found.status !== 'requested') throw conflict(decided);
  const notice = newNotice(
    { uid: found.owner },
    'commission-payout',
    { event: 'refused', amount: amountText(found), reason },
    now,
  );
  const back = ledgerWrites({
    id: `${payoutReferenceOf(id)}:refused`,
    kind: 'commission-refused',
    currency: found.currency,
    at: now,
    moves: [
      {
        from: accounts.commissionWithdrawing(found.owner, found.currency),
        to: accounts.commission(found.owner, found.currency),
        amountMinor: found.amountMinor,
        floor: true,
      },
    ],
  });
  const codes = await transact((tx) => [
    tx.commissionWithdrawal
      .patch({ id })
      .set({ status: 'refused', reason, decidedAt: now, decidedBy: actor.uid, updatedAt: now })
      .where((attr, { eq }) => eq(attr.status, 'requested'))
      .commit(),
    tx.commissionOpen.delete({ owner: found.owner, currency: found.currency }).commit(),
    ...back(tx),
    ...noticeWrites(tx, notice),
  ]);
  if (codes) throw conflict(decided);
  return adminView({ ...found, status: 'refused', reason, decidedAt: now, decidedBy: actor.uid });
}

/** An admin sends a failed commission payout again, under its same reference. */
export async function retryWithdrawal(
  id: string,
  port: TransferPort,
  now: number,
): Promise<AdminWithdrawalView> {
  const found = await requireWithdrawal(id);
  if (found.status !== 'failed') throw conflict('Only a failed payout can be tried again.');
  await retryPayout(port, payoutReferenceOf(id), now);
  return adminView((await withdrawalOf(id)) ?? found);
}
