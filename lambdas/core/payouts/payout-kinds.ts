import type { EntityItem } from 'electrodb';
import type { Commits, Tx } from '../db/tx.js';
import type { LedgerTransaction } from '../ledger/ledger.js';
import type { Payout, PayoutKind } from './payout-types.js';

export type PayoutRecord = EntityItem<typeof Payout>;

/**
 * What a payout's outcome does to the record that owed it (a wage payment, a commission
 * withdrawal), written in the same transaction as the payout's own change. Each kind's module
 * gives its hooks; the payouts module never knows their records.
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

const registered = new Map<PayoutKind, PayoutKindHooks>();

/** Each kind's module registers its hooks once, at import (wages/payout-hooks.ts, ...). */
export function registerPayoutKind(kind: PayoutKind, hooks: PayoutKindHooks) {
  registered.set(kind, hooks);
}

export function hooksOf(kind: PayoutKind): PayoutKindHooks {
  const hooks = registered.get(kind);
  if (!hooks) throw new Error(`No payout hooks registered for ${kind}`);
  return hooks;
}
