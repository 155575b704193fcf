import { transact } from '../db/transact.js';
import { accounts } from '../ledger/accounts.js';
import { ledgerWrites, type Move } from '../ledger/ledger.js';
import { logger } from '../ports/provided.js';
import { payoutDueWrites, sendPayout } from '../payouts/payouts.js';
import type { VerifiedCollection, WagePayments } from './wage-port.js';
import { wageOf, type WageRecord } from './wage-view.js';

/** The ledger transaction of a verified collection: the net held for the caregiver, the fee the provider's. */
export function collectedLedger(wage: WageRecord, now: number) {
  const { currency } = wage;
  const moves: Move[] = [
    {
      from: accounts.world(currency),
      to: accounts.wages(wage.caregiver_id, currency),
      amountMinor: wage.net_minor,
    },
  ];
  if (wage.fee_minor > 0)
    moves.push({
      from: accounts.world(currency),
      to: accounts.providerFees(currency),
      amountMinor: wage.fee_minor,
    });
  return { id: `${wage.wid}:collected`, kind: 'wage-collected', currency, at: now, moves };
}

/**
 * Settles a wage's collection from the provider's own view of the transaction (asked by id
 * after the charge.completed webhook, never read from its body). Exactly the amount and currency
 * charged, or nothing moves. One transaction marks the wage collected (from awaiting payment,
 * or from payment failed when our call timed out after the provider took it), records the
 * ledger's move and makes the caregiver's payout due; of ten replays, one commits (the ledger's
 * head and the wage's condition refuse the others). Then the payout is sent at once, so the
 * caregiver is paid within seconds; the scheduled run sends whatever this could not.
 */
export async function settleWageCollection(
  port: WagePayments,
  verified: VerifiedCollection,
  now: number,
  hint: { flwRef?: string } = {},
): Promise<WageRecord['status'] | undefined> {
  const wage = await wageOf(verified.txRef);
  if (!wage) {
    logger.warn('Collection for no wage of ours', { txRef: verified.txRef });
    return undefined;
  }
  if (verified.status === 'pending') return wage.status;
  if (verified.status === 'failed') {
    if (wage.status !== 'awaiting_payment') return wage.status;
    await transact((tx) => [
      tx.wage
        .patch({ wid: wage.wid })
        .set({ status: 'payment_failed', failedAt: now, updatedAt: now })
        .where((attr, { eq }) => eq(attr.status, 'awaiting_payment'))
        .commit(),
    ]);
    return (await wageOf(wage.wid))?.status;
  }
  if (verified.amountMinor !== wage.total_minor || verified.currency !== wage.currency) {
    logger.error('Collection does not match its wage', { wid: wage.wid });
    return wage.status;
  }
  if (wage.status !== 'awaiting_payment' && wage.status !== 'payment_failed') {
    await sendAtOnce(port, wage, now);
    return (await wageOf(wage.wid))?.status;
  }
  const payeePhone = wage.payee_phone;
  if (!payeePhone) {
    // The caregiver deleted their account before the money came: nobody's number to pay it to.
    // Left unpaid for an admin to refund at the provider (wages-and-payouts.md, "Account deletion").
    logger.error('Collection for a wage whose caregiver deleted their account', { wid: wage.wid });
    return wage.status;
  }
  const flwRef = verified.flwRef ?? hint.flwRef;
  const codes = await transact((tx) => [
    tx.wage
      .patch({ wid: wage.wid })
      .set({
        status: 'collected',
        collection_id: verified.id,
        ...(flwRef ? { flw_ref: flwRef } : {}),
        collectedAt: now,
        updatedAt: now,
        transfer_attempts: 0,
      })
      .where(
        (attr, { eq }) =>
          `(${eq(attr.status, 'awaiting_payment')} OR ${eq(attr.status, 'payment_failed')})`,
      )
      .commit(),
    ...ledgerWrites(collectedLedger(wage, now))(tx),
    ...payoutDueWrites(
      {
        reference: wage.wid,
        kind: 'wage',
        owner: wage.caregiver_id,
        subject: wage.wid,
        amountMinor: wage.net_minor,
        currency: wage.currency,
        phone: payeePhone,
        network: wage.payee_network,
        beneficiaryName: wage.caregiver_name || 'Caregiver',
        narration: `Wage ${wage.period}`,
      },
      now,
    )(tx),
  ]);
  if (codes) logger.info('Wage collection already settled', { wid: wage.wid });
  await sendAtOnce(port, wage, now);
  return (await wageOf(wage.wid))?.status;
}

/** The payout sent now rather than at the next scheduled run (which covers it if this fails). */
async function sendAtOnce(port: WagePayments, wage: WageRecord, now: number) {
  try {
    await sendPayout(port, wage.wid, now);
  } catch (error) {
    logger.warn('Wage payout not sent at once; the scheduled run will', {
      wid: wage.wid,
      error: error as Error,
    });
  }
}
