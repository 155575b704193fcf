import { setTimeout as sleep } from 'node:timers/promises';
import { DomainError } from '../errors.js';
import { db } from './service.js';
import type { Commits, Tx } from './tx.js';

const ATTEMPTS = 4;
const passing = new Set(['None', 'TransactionConflict']);

/**
 * Runs one transaction. Answers null when it committed, or the cancellation reason of each
 * commit, in order, when a condition failed. A cancel caused only by another transaction
 * touching the same items at that moment (a shared unread count or total, say) wrote nothing,
 * so it is retried after a short random pause; if it keeps happening the caller hears 503.
 */
export async function transact(
  write: (tx: Tx) => Commits,
  /** More for writes that many people make at once on one item (a popular post's likes). */
  attempts = ATTEMPTS,
): Promise<string[] | null> {
  for (let attempt = 1; ; attempt++) {
    const { canceled, data } = await db().transaction.write(write).go();
    if (!canceled) return null;
    // One reason per commit; the generic Commits type leaves electrodb unable to name them.
    const codes = (data as { code: string }[]).map((reason) => reason.code);
    if (!codes.every((code) => passing.has(code))) return codes;
    if (attempt >= attempts)
      throw new DomainError('unavailable', 'Many people are doing this at once. Please try again.');
    await sleep(Math.round(25 * attempt * Math.random()));
  }
}

/** Whether the commit at `index` is the one whose condition failed. */
export const failedAt = (codes: string[], index: number) =>
  codes[index] === 'ConditionalCheckFailed';
