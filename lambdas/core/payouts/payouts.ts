import { db } from '../db/service.js';
import { transact } from '../db/transact.js';
import type { Commits, Tx } from '../db/tx.js';
import { ledgerWrites } from '../ledger/ledger.js';
import { PaymentsNotSetUp } from '../ports/payments.js';
import { logger } from '../ports/provided.js';
import { hooksOf, type PayoutRecord } from './payout-kinds.js';
import type {
  PayoutKind,
  PayoutTransfer,
  TransferAnswer,
  TransferPort,
  VerifiedTransferView,
} from './payout-types.js';

/** Attempts before a payout is given up and shown to admins (each with the same reference). */
export const PAYOUT_ATTEMPTS = 3;
const MINUTE = 60_000;
/** The wait before the next attempt, after the n-th failed one. */
const backoff = (attempts: number) => [1, 5, 15][Math.min(attempts, 3) - 1]! * MINUTE;
/** When a sent transfer's webhook has not come, the provider is asked after this long. */
const CHECK_AFTER_MS = 10 * MINUTE;

export interface PayoutRequest extends PayoutTransfer {
  /** The transfer reference: `wage-…` or `cpo-…`, unique, kept for every attempt. */
  reference: string;
  kind: PayoutKind;
  owner: string;
  subject: string;
}

/**
 * The writes that make a payout due, for the transaction that owes it (a wage's verified
 * collection, an admin's approval): the payout and its due step, created only if new.
 */
export function payoutDueWrites(request: PayoutRequest, now: number) {
  return (tx: Tx): Commits => [
    tx.payout
      .create({ ...request, status: 'due', attempts: 0, createdAt: now, updatedAt: now })
      .commit(),
    tx.payoutDue.create({ reference: request.reference, due: now }).commit(),
  ];
}

const payoutOf = async (reference: string) =>
  (await db().entities.payout.get({ reference }).go({ consistent: true })).data;

/**
 * Sends a due payout: a first transfer, or, after a failure, the provider's retry of the same
 * transfer, always under the payout's one reference, so asking twice (this run and an admin's
 * retry, or a call that timed out after the provider took it) pays once. A call that fails
 * counts an attempt; after PAYOUT_ATTEMPTS the payout is given up and admins see it.
 */
export async function sendPayout(port: TransferPort, reference: string, now: number) {
  const payout = await payoutOf(reference);
  if (!payout || payout.status !== 'due') return payout?.status;
  let answer: TransferAnswer;
  try {
    answer = payout.transferId
      ? await port.retryTransfer(payout.transferId)
      : await port.createTransfer({
          reference: payout.reference,
          amountMinor: payout.amountMinor,
          currency: payout.currency,
          phone: payout.phone,
          network: payout.network,
          beneficiaryName: payout.beneficiaryName,
          narration: payout.narration,
        });
  } catch (error) {
    // Not set up is the operator's to mend, not the payout's fault: it waits, uncounted.
    if (error instanceof PaymentsNotSetUp) return 'due';
    logger.warn('Payout attempt failed', { reference, error: error as Error });
    return attemptFailed(payout, String((error as Error).message ?? error).slice(0, 300), now);
  }
  if (answer.status === 'failed')
    return attemptFailed({ ...payout, transferId: answer.id }, 'Transfer failed', now);
  // Sent: the webhook settles it; if it never comes, the due step asks the provider later.
  await transact((tx) => [
    tx.payout
      .patch({ reference })
      .set({ status: 'sent', transferId: answer.id, updatedAt: now })
      .where(
        (attr, { eq }) => `${eq(attr.status, 'due')} AND ${eq(attr.attempts, payout.attempts)}`,
      )
      .commit(),
    tx.payoutDue.upsert({ reference, due: now + CHECK_AFTER_MS }).commit(),
  ]);
  return 'sent';
}

/** Counts a failed attempt: due again after a pause, or given up after the last. */
async function attemptFailed(payout: PayoutRecord, problem: string, now: number) {
  const attempts = payout.attempts + 1;
  const { reference } = payout;
  const same = (tx: Tx) =>
    tx.payout
      .patch({ reference })
      .set({
        attempts,
        lastError: problem,
        updatedAt: now,
        ...(payout.transferId ? { transferId: payout.transferId } : {}),
        ...(attempts >= PAYOUT_ATTEMPTS
          ? { status: 'failed' as const, failedAt: now }
          : { status: 'due' as const }),
      })
      .where(
        (attr, { eq }) =>
          `${eq(attr.status, payout.status)} AND ${eq(attr.attempts, payout.attempts)}`,
      )
      .commit();
  if (attempts < PAYOUT_ATTEMPTS) {
    await transact((tx) => [
      same(tx),
      tx.payoutDue.upsert({ reference, due: now + backoff(attempts) }).commit(),
    ]);
    return 'due';
  }
  const failed = hooksOf(payout.kind).failed(payout, now);
  await transact((tx) => [
    same(tx),
    tx.payoutDue.delete({ reference }).commit(),
    tx.payoutFailed.create({ reference, kind: payout.kind, failedAt: now }).commit(),
    ...failed(tx),
  ]);
  return 'failed';
}

/**
 * Settles a payout from the provider's own view of its transfer (asked by id after a webhook,
 * or when the webhook is late), never from the webhook's body. A successful transfer of the
 * exact amount and currency marks it paid in one transaction with the ledger's move and the
 * owing record's change, conditional on it not being paid yet: of ten replays, one commits.
 * A failed one counts an attempt. Answers the payout's status afterwards.
 */
export async function settleTransfer(transfer: VerifiedTransferView, now: number) {
  const payout = await payoutOf(transfer.reference);
  if (!payout) {
    logger.warn('Transfer for no payout of ours', { reference: transfer.reference });
    return undefined;
  }
  if (payout.status === 'paid' || payout.status === 'cancelled') return payout.status;
  if (transfer.amountMinor !== payout.amountMinor || transfer.currency !== payout.currency) {
    logger.error('Transfer does not match its payout', { reference: payout.reference });
    return payout.status;
  }
  if (transfer.status === 'pending') return payout.status;
  if (transfer.status === 'failed') {
    if (payout.status !== 'sent') return payout.status;
    return attemptFailed({ ...payout, transferId: transfer.id }, 'Transfer failed', now);
  }
  const { ledger, writes } = hooksOf(payout.kind).paid(payout, now);
  const codes = await transact((tx) => [
    tx.payout
      .patch({ reference: payout.reference })
      .set({ status: 'paid', paidAt: now, updatedAt: now, transferId: transfer.id })
      .where((attr, { ne }) => `${ne(attr.status, 'paid')} AND ${ne(attr.status, 'cancelled')}`)
      .commit(),
    tx.payoutDue.delete({ reference: payout.reference }).commit(),
    tx.payoutFailed.delete({ reference: payout.reference }).commit(),
    ...writes(tx),
    ...ledgerWrites(ledger)(tx),
  ]);
  // A condition failed: a replay settled it first (or it was cancelled); nothing is paid twice.
  return codes ? (await payoutOf(payout.reference))?.status : 'paid';
}

/**
 * An admin's retry of a failed payout: due again with its attempts counted from 0, under the
 * same reference, then sent at once. Answers the payout's status, or undefined if none.
 */
export async function retryPayout(port: TransferPort, reference: string, now: number) {
  const payout = await payoutOf(reference);
  if (!payout) return undefined;
  if (payout.status !== 'failed') return payout.status;
  const retried = hooksOf(payout.kind).retried(payout, now);
  const codes = await transact((tx) => [
    tx.payout
      .patch({ reference })
      .set({ status: 'due', attempts: 0, updatedAt: now })
      .where((attr, { eq }) => eq(attr.status, 'failed'))
      .commit(),
    tx.payoutFailed.delete({ reference }).commit(),
    tx.payoutDue.upsert({ reference, due: now }).commit(),
    ...retried(tx),
  ]);
  if (codes) return (await payoutOf(reference))?.status;
  return sendPayout(port, reference, now);
}

/**
 * The writes that cancel a failed payout (its money goes back another way: a wage refunded to
 * the parent, a withdrawal returned to the balance), for that change's transaction.
 */
export function payoutCancelWrites(reference: string, now: number) {
  return (tx: Tx): Commits => [
    tx.payout
      .patch({ reference })
      .set({ status: 'cancelled', updatedAt: now })
      .where((attr, { eq }) => eq(attr.status, 'failed'))
      .commit(),
    tx.payoutFailed.delete({ reference }).commit(),
  ];
}

/** How many due payouts one Query reads, and how long one run keeps going (timeout 60 s). */
const BATCH = 25;
const RUN_BUDGET_MS = 40_000;

/**
 * The scheduled run (lambdas/events/payouts.ts): every payout with a step due is sent, or, when
 * sent and its webhook late, asked about; page after page within the run's budget.
 */
export async function runDuePayouts(
  port: TransferPort,
  now: number,
  clock: () => number = Date.now,
) {
  const until = clock() + RUN_BUDGET_MS;
  let cursor: string | null = null;
  const result = { due: 0, sent: 0, settled: 0 };
  do {
    const page: { data: { reference: string }[]; cursor: string | null } = await db()
      .entities.payoutDue.query.byDue({})
      .lte({ due: now })
      .go({ limit: BATCH, cursor });
    result.due += page.data.length;
    for (const { reference } of page.data) {
      try {
        const outcome = await payoutStep(port, reference, now);
        if (outcome === 'sent') result.sent++;
        if (outcome === 'paid') result.settled++;
      } catch (error) {
        logger.error('Payout step failed', { reference, error: error as Error });
      }
    }
    cursor = page.cursor;
  } while (cursor && clock() < until);
  return result;
}

/**
 * One payout's due step, as the scheduled run takes it: sent when due, asked about when sent
 * and its webhook late, its due item dropped once it is settled or given up.
 */
export async function payoutStep(port: TransferPort, reference: string, now: number) {
  const payout = await payoutOf(reference);
  if (
    !payout ||
    payout.status === 'paid' ||
    payout.status === 'cancelled' ||
    payout.status === 'failed'
  ) {
    await db().entities.payoutDue.delete({ reference }).go();
    return payout?.status;
  }
  if (payout.status === 'due') return sendPayout(port, reference, now);
  // Sent, and no webhook yet: the provider is asked.
  const transfer = payout.transferId ? await port.verifyTransfer(payout.transferId) : undefined;
  if (!transfer || transfer.status === 'pending') {
    await db()
      .entities.payoutDue.upsert({ reference, due: now + CHECK_AFTER_MS })
      .go();
    return 'sent';
  }
  return settleTransfer(transfer, now);
}

/** Failed payouts, newest first, a page at a time, with their records (admins' list). */
export async function failedPayouts(cursor?: string | null) {
  const page = await db()
    .entities.payoutFailed.query.byFailed({})
    .go({ cursor: cursor ?? null, limit: 25, order: 'desc' });
  const records = page.data.length
    ? (
        await db()
          .entities.payout.get(page.data.map(({ reference }) => ({ reference })))
          .go()
      ).data
    : [];
  const byReference = new Map(records.map((record) => [record.reference, record]));
  return {
    payouts: page.data.flatMap(({ reference }) => byReference.get(reference) ?? []),
    cursor: page.cursor,
  };
}
