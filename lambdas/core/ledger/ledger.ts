import { db } from '../db/service.js';
import type { Commits, Tx } from '../db/tx.js';
import { currencyOfAccount } from './accounts.js';

/** Money moving from one account to another, in minor units of the transaction's currency. */
export interface Move {
  from: string;
  to: string;
  amountMinor: number;
  /** The `from` account may not go below zero: the whole transaction fails instead. */
  floor?: true;
}

/**
 * A double-entry ledger transaction: moves in one currency, each taken from one account and
 * given to another, so the entries always sum to zero. Its id is unique and chosen by the caller
 * from what caused it (`wage-…:collected`), so a replay is refused, never counted twice.
 */
export interface LedgerTransaction {
  id: string;
  kind: string;
  currency: string;
  at: number;
  moves: Move[];
}

/** A transaction that breaks the ledger's rules is a programming error, never written. */
export class LedgerRuleBroken extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LedgerRuleBroken';
  }
}

/** Each account's net change, in the order first named (one entry per account). */
export function netChanges(txn: LedgerTransaction): Map<string, number> {
  if (txn.moves.length === 0) throw new LedgerRuleBroken(`${txn.id} moves nothing`);
  const net = new Map<string, number>();
  for (const move of txn.moves) {
    if (!Number.isSafeInteger(move.amountMinor) || move.amountMinor <= 0)
      throw new LedgerRuleBroken(`${txn.id}: ${move.amountMinor} is not a positive whole amount`);
    if (move.from === move.to) throw new LedgerRuleBroken(`${txn.id}: ${move.from} to itself`);
    for (const account of [move.from, move.to])
      if (currencyOfAccount(account) !== txn.currency)
        throw new LedgerRuleBroken(`${txn.id}: ${account} is not in ${txn.currency}`);
    net.set(move.from, (net.get(move.from) ?? 0) - move.amountMinor);
    net.set(move.to, (net.get(move.to) ?? 0) + move.amountMinor);
  }
  return net;
}

/**
 * The writes of a ledger transaction, to put in the same DynamoDB transaction as the state
 * change it records: its head (created only if its id is new), one entry per account touched
 * and each balance moved by ADD. DynamoDB allows one write per item in a transaction, hence one
 * entry and one balance write per account, carrying the account's net change. An account whose
 * move says `floor` is written on the condition that its balance stays at or above zero.
 *
 * Items: 1 + 2 × accounts touched (a wage's collection: 7).
 */
export function ledgerWrites(txn: LedgerTransaction): (tx: Tx) => Commits {
  const net = netChanges(txn);
  const floored = new Set(txn.moves.filter((move) => move.floor).map((move) => move.from));
  const { id, kind, currency, at, moves } = txn;
  return (tx) => [
    tx.ledgerTransaction
      .create({
        id,
        kind,
        currency,
        at,
        moves: moves.map(({ from, to, amountMinor }) => ({ from, to, amountMinor })),
      })
      .commit(),
    ...[...net].flatMap(([account, amountMinor]) => {
      const entry = tx.ledgerEntry.create({ account, at, txId: id, kind, amountMinor }).commit();
      const balance = tx.ledgerBalance
        .upsert({ account })
        .add({ balanceMinor: amountMinor, entries: 1 });
      const guarded =
        floored.has(account) && amountMinor < 0
          ? balance.where((attr, { gte }) => gte(attr.balanceMinor, -amountMinor))
          : balance;
      return [entry, guarded.commit()];
    }),
  ];
}

/** How many commits ledgerWrites puts before the caller's own, to find a failed condition. */
export const ledgerCommitCount = (txn: LedgerTransaction) => 1 + 2 * netChanges(txn).size;

/** An account's balance in minor units (0 for an account never used). */
export async function balanceOf(account: string): Promise<number> {
  const { data } = await db().entities.ledgerBalance.get({ account }).go({ consistent: true });
  return data?.balanceMinor ?? 0;
}

/** An account's entries, oldest first, a page at a time. */
export async function entriesOf(account: string, cursor?: string | null, limit = 50) {
  return db()
    .entities.ledgerEntry.query.byAccount({ account })
    .go({ cursor: cursor ?? null, limit });
}

/** The sum of all an account's entries, read page after page: the audit of its balance. */
export async function sumOfEntries(account: string): Promise<{ sum: number; entries: number }> {
  let sum = 0;
  let entries = 0;
  let cursor: string | null = null;
  do {
    const page: { data: { amountMinor: number }[]; cursor: string | null } = await db()
      .entities.ledgerEntry.query.byAccount({ account })
      .go({ cursor, consistent: true });
    for (const entry of page.data) sum += entry.amountMinor;
    entries += page.data.length;
    cursor = page.cursor;
  } while (cursor);
  return { sum, entries };
}

/** Whether a ledger transaction with this id was already recorded. */
export async function ledgerTransactionExists(id: string): Promise<boolean> {
  const { data } = await db().entities.ledgerTransaction.get({ id }).go({ consistent: true });
  return data !== null;
}
