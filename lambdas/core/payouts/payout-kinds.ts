import { commissionPayoutHooks } from '../commissions/payout-hooks.js';
import { wagePayoutHooks } from '../wages/payout-hooks.js';
import type { PayoutKind, PayoutKindHooks } from './payout-types.js';

export type { PayoutKindHooks, PayoutRecord } from './payout-types.js';

/** Each kind of payout and what its outcome does to its own record: every kind, checked. */
const payoutHooks: Record<PayoutKind, PayoutKindHooks> = {
  wage: wagePayoutHooks,
  commission: commissionPayoutHooks,
};

export const hooksOf = (kind: PayoutKind): PayoutKindHooks => payoutHooks[kind];
