import { db } from '../db/service.js';
import { transact } from '../db/transact.js';
import { conflict, DomainError, notFound } from '../errors.js';
import { accounts } from '../ledger/accounts.js';
import { ledgerWrites } from '../ledger/ledger.js';
import { notSetUpSaid } from '../payments/not-set-up.js';
import { logger } from '../ports/provided.js';
import { payoutCancelWrites } from '../payouts/payouts.js';
import type { WagePayments } from './wage-port.js';
import { wageNotFound, wageOf, wageViewOf } from './wage-view.js';

/** A claim older than this is taken as a refund that died half way, and may be made again. */
const CLAIM_MS = 2 * 60_000;

const notRefundable = () => conflict('Only a wage whose payout failed can be refunded');

/**
 * An admin refunds to the parent a wage whose payout was given up
 * (docs/decisions/wages-and-payouts.md, "Refunds"). Exactly once, under concurrent calls: the
 * wage is first claimed by a conditional write, so only one call asks the provider; then one
 * transaction cancels the payout, marks the wage refunded and moves the held net out of the
 * caregiver's wages account. A provider that fails releases the claim for a later try.
 */
export async function refundWage(
  port: Pick<WagePayments, 'refundTransaction'>,
  wid: string,
  reason: string,
  now: number,
) {
  const wage = await wageOf(wid);
  if (!wage) throw notFound(wageNotFound);
  if (wage.status === 'refunded') return { wage: wageViewOf(wage) };
  if (wage.status !== 'payout_failed' || !wage.collection_id) throw notRefundable();
  const claimed = await transact((tx) => [
    tx.wage
      .patch({ wid })
      .set({ refund_claimed_at: now, updatedAt: now })
      .where(
        (attr, { eq, notExists, lt }) =>
          `${eq(attr.status, 'payout_failed')} AND (${notExists(attr.refund_claimed_at)} OR ${lt(attr.refund_claimed_at, now - CLAIM_MS)})`,
      )
      .commit(),
    tx.payout
      .check({ reference: wid })
      .where((attr, { eq }) => eq(attr.status, 'failed'))
      .commit(),
  ]);
  if (claimed) {
    const after = await wageOf(wid);
    if (after?.status === 'refunded') return { wage: wageViewOf(after) };
    if (after?.status === 'payout_failed' && after.refund_claimed_at !== undefined)
      throw conflict('This wage is being refunded. Please reload in a moment.');
    throw notRefundable();
  }
  let refund: { id: string; status: string };
  try {
    refund = await port.refundTransaction(wage.collection_id, wage.net_minor);
  } catch (error) {
    await db()
      .entities.wage.patch({ wid })
      .remove(['refund_claimed_at'])
      .where((attr, { eq }) => eq(attr.refund_claimed_at, now))
      .go()
      .catch(() => undefined);
    const said = notSetUpSaid(error);
    if (said instanceof DomainError) throw said;
    logger.error('Wage refund failed at the provider', { wid, error: error as Error });
    throw new DomainError(
      'unavailable',
      'The payment provider cannot be reached. Please try again.',
    );
  }
  const codes = await transact((tx) => [
    tx.wage
      .patch({ wid })
      .set({
        status: 'refunded',
        refundedAt: now,
        refund_reason: reason,
        refund_id: refund.id,
        updatedAt: now,
      })
      .where(
        (attr, { eq }) =>
          `${eq(attr.status, 'payout_failed')} AND ${eq(attr.refund_claimed_at, now)}`,
      )
      .commit(),
    ...payoutCancelWrites(wid, now)(tx),
    ...ledgerWrites({
      id: `${wid}:refunded`,
      kind: 'wage-refunded',
      currency: wage.currency,
      at: now,
      moves: [
        {
          from: accounts.wages(wage.caregiver_id, wage.currency),
          to: accounts.world(wage.currency),
          amountMinor: wage.net_minor,
          floor: true,
        },
      ],
    })(tx),
  ]);
  if (codes) logger.error('Wage refunded at the provider but not recorded', { wid, codes });
  const after = await wageOf(wid);
  return { wage: wageViewOf(after ?? wage) };
}
