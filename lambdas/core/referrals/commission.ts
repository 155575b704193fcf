import { db } from '../db/service.js';
import type { Commits, Tx } from '../db/tx.js';
import { accounts } from '../ledger/accounts.js';
import { ledgerWrites } from '../ledger/ledger.js';
import {
  ACCREDITED_AFFILIATE_MAX_PERCENT,
  REFERRAL_HOLD_DAYS,
  REFERRAL_PERCENT,
  referralRewardMinor,
} from '../reference/prices.js';

const DAY = 86_400_000;

interface Purchase {
  oid: string;
  uid: string;
  amountMinor: number;
  currency: string;
}

/**
 * The share of a referred member's first purchase a referrer earns: 5 percent, 10 for an
 * accredited affiliate (the record's mirror of the Cognito group, affiliates.ts). The one rule
 * the settlement credits by and the referrals page tells the reader.
 */
export const referralPercentOf = (referrer: { accredited?: boolean }) =>
  referrer.accredited ? ACCREDITED_AFFILIATE_MAX_PERCENT : REFERRAL_PERCENT;

/** The ledger transaction's kind of a referral credit (commissions/balances.ts reads it). */
export const REFERRAL_CREDIT_KIND = 'referral-commission';

/** A commission line's state: pending through the hold period, then payable. */
export const commissionStatus = (payableAt: number, now: number): 'pending' | 'payable' =>
  now < payableAt ? 'pending' : 'payable';

/**
 * The referral credit a completing purchase earns, as writes for the completing transaction:
 * only a referred member's first completed purchase earns (its referral's status is still
 * false, and the write is conditional on that), 5 percent, or 10 for an accredited referrer.
 * Read again on every attempt of the transaction; returns no writes when nothing is earned.
 * Items: 2, plus 5 for the ledger's credit (its head, and an entry and a balance for each of
 * the two accounts), so the settle transaction stays far below DynamoDB's 100.
 */
export async function referralCredit(
  purchase: Purchase,
  /** The buyer's `referred_by`, from the record the settlement already read. */
  referrer: string | undefined,
  now: number,
): Promise<(tx: Tx) => Commits> {
  const none = () => [];
  if (!referrer) return none;
  const key = { referrer, user_id: purchase.uid };
  const referral = (await db().entities.referral.get(key).go()).data;
  if (!referral || referral.status) return none;
  const referrerUser = (await db().entities.user.get({ uid: referrer }).go()).data;
  if (!referrerUser) return none;
  const percent = referralPercentOf(referrerUser);
  const amountMinor = referralRewardMinor(purchase.amountMinor, percent);
  const commission = {
    oid: purchase.oid,
    amountMinor,
    currency: purchase.currency,
    percent,
    earnedAt: now,
    payableAt: now + REFERRAL_HOLD_DAYS * DAY,
  };
  // The same credit in the ledger: what the platform gives up, into the referrer's balance
  // (docs/decisions/commissions.md). A purchase too small to earn a whole minor unit moves nothing.
  const ledger =
    amountMinor > 0
      ? ledgerWrites({
          id: `commission-${purchase.oid}`,
          kind: REFERRAL_CREDIT_KIND,
          currency: purchase.currency,
          at: now,
          moves: [
            {
              from: accounts.referralExpense(purchase.currency),
              to: accounts.commission(referrer, purchase.currency),
              amountMinor,
            },
          ],
        })
      : none;
  return (tx) => [
    tx.referral
      .patch(key)
      .set({ status: true, commission })
      .where((attr, { eq }) => eq(attr.status, false))
      .commit(),
    tx.earnings
      .upsert({ referrer, currency: purchase.currency })
      .add({ earnedMinor: amountMinor })
      .commit(),
    ...ledger(tx),
  ];
}
