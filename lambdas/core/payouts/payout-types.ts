import type { EntityItem } from 'electrodb';
import type { Commits, Tx } from '../db/tx.js';
import type { LedgerTransaction } from '../ledger/ledger.js';
import type { Payout, payoutKinds } from './payout.entity.js';

export type PayoutKind = (typeof payoutKinds)[number];

/** A transfer as the provider reports it when asked (the payments port's verifyTransfer). */
export interface VerifiedTransferView {
  id: string;
  reference: string;
  amountMinor: number;
  currency: string;
  status: 'pending' | 'successful' | 'failed';
}

/** What a transfer call answers (the payments port's createTransfer / retryTransfer). */
export interface TransferAnswer {
  id: string;
  status: 'pending' | 'successful' | 'failed';
}

/** What a transfer is sent with: the same for every attempt of a payout. */
export interface PayoutTransfer {
  reference: string;
  amountMinor: number;
  currency: string;
  phone: string;
  network: string;
  beneficiaryName: string;
  narration: string;
}

/**
 * The provider's transfer calls the payouts need (lambdas/core/ports/payments.ts): passed in by
 * the function that runs them, so this module never reaches the network itself.
 */
export interface TransferPort {
  createTransfer(request: PayoutTransfer): Promise<TransferAnswer>;
  retryTransfer(id: string): Promise<TransferAnswer>;
  verifyTransfer(id: string): Promise<VerifiedTransferView | undefined>;
}

export type PayoutRecord = EntityItem<typeof Payout>;

/**
 * What a payout's outcome does to the record that owed it (a wage payment, a commission
 * withdrawal), written in the same transaction as the payout's own change. Each kind's module
 * gives its hooks (payout-kinds.ts names them); the payouts module never knows their records.
 */
export interface PayoutKindHooks {
  /** The transfer arrived: the money leaves the ledger and the record says paid. */
  paid(
    payout: PayoutRecord,
    now: number,
  ): { ledger: LedgerTransaction; writes: (tx: Tx) => Commits };
  /** Given up after its attempts: the record says so; the money stays where it is held. */
  failed(payout: PayoutRecord, now: number): (tx: Tx) => Commits;
  /** An admin sends it again: the record says it is on its way again. */
  retried(payout: PayoutRecord, now: number): (tx: Tx) => Commits;
}
