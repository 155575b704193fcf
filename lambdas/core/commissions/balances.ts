import { db } from '../db/service.js';
import { accounts } from '../ledger/accounts.js';
import { balanceOf } from '../ledger/ledger.js';
import { REFERRAL_HOLD_DAYS } from '../reference/prices.js';
import { REFERRAL_CREDIT_KIND } from '../referrals/commission.js';

const DAY = 86_400_000;

export interface CommissionBalance {
  currency: string;
  /** Earned over all time (the referrals page's total). */
  earnedMinor: number;
  /** Credited in the last REFERRAL_HOLD_DAYS: in the ledger, not yet withdrawable. */
  pendingMinor: number;
  /** What a withdrawal may take now. */
  withdrawableMinor: number;
  /** Asked for and not yet paid out or refused. */
  withdrawingMinor: number;
}

/**
 * Commission credited to the account since `since`: the ledger's own entries of referral credits,
 * read as one Query on the account's time-sorted entries. A credit's ledger time is its
 * commission's earnedAt, so "credited after now − hold" is exactly "payableAt > now", the
 * referral line's pending state (referrals/commission.ts).
 */
async function creditedSince(account: string, since: number): Promise<number> {
  const { data } = await db()
    .entities.ledgerEntry.query.byAccount({ account })
    .gt({ at: since })
    .go({ pages: 'all', consistent: true });
  return data
    .filter((entry) => entry.kind === REFERRAL_CREDIT_KIND)
    .reduce((sum, entry) => sum + entry.amountMinor, 0);
}

/**
 * A referrer's commission in one currency, from the ledger: the balance of commission:<uid>
 * less what is still in its hold is withdrawable (docs/decisions/commissions.md).
 */
export async function balanceIn(
  uid: string,
  currency: string,
  now: number,
  earnedMinor = 0,
): Promise<CommissionBalance> {
  const account = accounts.commission(uid, currency);
  const [balance, pending, withdrawing] = await Promise.all([
    balanceOf(account),
    creditedSince(account, now - REFERRAL_HOLD_DAYS * DAY),
    balanceOf(accounts.commissionWithdrawing(uid, currency)),
  ]);
  // Held credits have never left the account (only withdrawable money is taken), so the
  // balance covers them; the floor of 0 only guards against a clock's oddity.
  const held = Math.min(pending, balance);
  return {
    currency,
    earnedMinor,
    pendingMinor: held,
    withdrawableMinor: balance - held,
    withdrawingMinor: withdrawing,
  };
}

/** Every currency a referrer earned in (its earnings totals), each with its balances. */
export async function balancesOf(uid: string, now: number): Promise<CommissionBalance[]> {
  const { data } = await db()
    .entities.earnings.query.byReferrer({ referrer: uid })
    .go({ pages: 'all' });
  return Promise.all(
    data.map(({ currency, earnedMinor }) => balanceIn(uid, currency, now, earnedMinor ?? 0)),
  );
}
