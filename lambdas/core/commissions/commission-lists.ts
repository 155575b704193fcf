import { db } from '../db/service.js';
import { timeZoneOf } from '../reference/time-zone.js';
import { balancesOf } from './balances.js';
import { commissionMinimums } from './minimum.js';
import type { MyCommissions } from './schemas.js';
import { adminView, withdrawalView } from './withdrawal-views.js';
import type { WithdrawalStatus } from './withdrawal.entity.js';

const ownWithdrawals = async (owner: string) =>
  (
    await db()
      .entities.commissionWithdrawal.query.byOwner({ owner })
      .go({ order: 'desc', pages: 'all' })
  ).data;

/**
 * An institution's commission page: per currency its balances (pending, withdrawable,
 * withdrawing, paid out) and the minimum, and its withdrawals newest first.
 */
export async function myCommissions(uid: string, now: number): Promise<MyCommissions> {
  const [user, balances, withdrawals, minimums] = await Promise.all([
    db()
      .entities.user.get({ uid })
      .go({ attributes: ['currently_in'] })
      .then(({ data }) => data),
    balancesOf(uid, now),
    ownWithdrawals(uid),
    commissionMinimums.all(),
  ]);
  const minimumOf = new Map(minimums.map((m) => [m.currency as string, m.minimumMinor]));
  const paidOut = (currency: string) =>
    withdrawals
      .filter((w) => w.currency === currency && w.status === 'paid')
      .reduce((sum, w) => sum + w.amountMinor, 0);
  return {
    zone: timeZoneOf(user?.currently_in),
    balances: balances.map((balance) => ({
      ...balance,
      paidOutMinor: paidOut(balance.currency),
      minimumMinor: minimumOf.get(balance.currency) ?? 0,
    })),
    withdrawals: withdrawals.map(withdrawalView),
  };
}

/** Admins' list: withdrawals in one status, newest first, 25 a page. */
export async function withdrawalsIn(status: WithdrawalStatus, cursor?: string) {
  const page = await db()
    .entities.commissionWithdrawal.query.byStatus({ status })
    .go({ order: 'desc', limit: 25, cursor: cursor ?? null });
  return {
    withdrawals: page.data.map(adminView),
    ...(page.cursor ? { cursor: page.cursor } : {}),
  };
}
