import { db } from '../db/service.js';
import type { Tx } from '../db/tx.js';
import { accounts } from '../ledger/accounts.js';
import { paidOutLedger } from '../payouts/paid-out.js';
import type { PayoutKindHooks } from '../payouts/payout-types.js';

/**
 * What a wage's payout does to the wage (payouts/payout-kinds.ts): paid, the money leaves the
 * caregiver's wages account for their number and the wage says paid out; given up, the wage says
 * payout failed (the money stays held until an admin retries or refunds it); retried, collected
 * again. Each write is conditional on the wage's state, so a replay changes nothing.
 */
export const wagePayoutHooks: PayoutKindHooks = {
  paid(payout, now) {
    return {
      ledger: paidOutLedger(
        payout,
        accounts.wages(payout.owner, payout.currency),
        { id: `${payout.reference}:paid-out`, kind: 'wage-paid-out' },
        now,
      ),
      writes: (tx: Tx) => [
        tx.wage
          .patch({ wid: payout.subject })
          .set({
            status: 'paid_out',
            paidAt: now,
            updatedAt: now,
            ...(payout.transferId ? { transfer_id: payout.transferId } : {}),
          })
          .where(
            (attr, { eq }) =>
              `(${eq(attr.status, 'collected')} OR ${eq(attr.status, 'payout_failed')})`,
          )
          .commit(),
      ],
    };
  },
  failed(payout, now) {
    return (tx: Tx) => [
      tx.wage
        .patch({ wid: payout.subject })
        .set({
          status: 'payout_failed',
          failedAt: now,
          updatedAt: now,
          transfer_attempts: payout.attempts + 1,
          ...(payout.transferId ? { transfer_id: payout.transferId } : {}),
        })
        .where((attr, { eq }) => eq(attr.status, 'collected'))
        .commit(),
    ];
  },
  retried(payout, now) {
    // Not once a refund has been claimed: the money is on its way back to the parent.
    return (tx: Tx) => [
      tx.wage
        .patch({ wid: payout.subject })
        .set({ status: 'collected', updatedAt: now, transfer_attempts: 0 })
        .where(
          (attr, { eq, notExists }) =>
            `${eq(attr.status, 'payout_failed')} AND ${notExists(attr.refund_claimed_at)}`,
        )
        .commit(),
    ];
  },
};

/** The wage payout's own record (for its attempts and transfer id on the payslip). */
export async function wagePayoutOf(wid: string) {
  return (await db().entities.payout.get({ reference: wid }).go()).data ?? undefined;
}
