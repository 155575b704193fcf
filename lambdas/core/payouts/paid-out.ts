import { accounts } from '../ledger/accounts.js';
import type { LedgerTransaction } from '../ledger/ledger.js';
import type { PayoutRecord } from './payout-types.js';

/**
 * The ledger transaction of a paid payout, for its kind's `paid` hook: its whole amount leaves
 * the account it was held in for the world (the number it was sent to), never taking that account
 * below 0. `id` and `kind` are the kind's own (`<reference>:paid`, `commission-payout`...).
 */
export const paidOutLedger = (
  payout: PayoutRecord,
  held: string,
  { id, kind }: { id: string; kind: string },
  now: number,
): LedgerTransaction => ({
  id,
  kind,
  currency: payout.currency,
  at: now,
  moves: [
    {
      from: held,
      to: accounts.world(payout.currency),
      amountMinor: payout.amountMinor,
      floor: true,
    },
  ],
});
