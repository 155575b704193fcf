import type { Tx } from '../db/tx.js';
import { newNotice, noticeWrites } from '../inbox/notices.js';
import { accounts } from '../ledger/accounts.js';
import { paidOutLedger } from '../payouts/paid-out.js';
import type { PayoutKindHooks, PayoutRecord } from '../payouts/payout-types.js';
import { money } from '../agreements/minimums.js';

/** The institution's notice of its payout's outcome. */
const told = (payout: PayoutRecord, event: 'paid' | 'failed', now: number) =>
  newNotice(
    { uid: payout.owner },
    'commission-payout',
    { event, amount: money(payout.amountMinor, payout.currency), number: payout.phone },
    now,
  );

/**
 * What a commission payout's outcome does to its withdrawal (the payout's subject), in the
 * payout's own transaction (payouts/payouts.ts): paid, the money leaves the ledger from
 * commission-withdrawing to the world, the withdrawal says paid and its currency's open marker
 * goes; failed, the withdrawal says failed (the money stays withdrawing until an admin's retry);
 * retried, it says approved again. The institution is told when paid or failed.
 */
export const commissionPayoutHooks: PayoutKindHooks = {
  paid(payout, now) {
    return {
      ledger: paidOutLedger(
        payout,
        accounts.commissionWithdrawing(payout.owner, payout.currency),
        { id: `${payout.reference}:paid`, kind: 'commission-payout' },
        now,
      ),
      writes: (tx: Tx) => [
        tx.commissionWithdrawal
          .patch({ id: payout.subject })
          .set({ status: 'paid', paidAt: now, updatedAt: now })
          .commit(),
        tx.commissionOpen.delete({ owner: payout.owner, currency: payout.currency }).commit(),
        ...noticeWrites(tx, told(payout, 'paid', now)),
      ],
    };
  },
  failed(payout, now) {
    return (tx: Tx) => [
      tx.commissionWithdrawal
        .patch({ id: payout.subject })
        .set({ status: 'failed', failedAt: now, updatedAt: now })
        .commit(),
      ...noticeWrites(tx, told(payout, 'failed', now)),
    ];
  },
  retried(payout, now) {
    return (tx: Tx) => [
      tx.commissionWithdrawal
        .patch({ id: payout.subject })
        .set({ status: 'approved', updatedAt: now })
        .commit(),
    ];
  },
};
