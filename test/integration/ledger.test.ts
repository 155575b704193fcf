import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { failedAt, transact } from '../../lambdas/core/db/transact.js';
import {
  balanceOf,
  ledgerCommitCount,
  ledgerWrites,
  LedgerRuleBroken,
  sumOfEntries,
  type LedgerTransaction,
  type Move,
} from '../../lambdas/core/ledger/ledger.js';

/**
 * The ledger against DynamoDB Local: whatever sequence of transactions runs, one after another
 * or at once, every balance is the sum of its entries, the accounts together sum to zero, an
 * account with a floor never goes below it, and a replayed transaction changes nothing.
 */
const CURRENCY = 'ZMW';

/** Writes one ledger transaction alone; answers whether it was recorded. */
async function record(txn: LedgerTransaction): Promise<boolean> {
  const codes = await transact(ledgerWrites(txn), 12);
  if (!codes) return true;
  // The head (a replay) or a floor failed; anything else is a fault in the test's world.
  expect(codes.some((code) => code === 'ConditionalCheckFailed')).toBe(true);
  return false;
}

const accountsOf = (run: string) => [0, 1, 2, 3].map((n) => `test-${run}-${n}:${CURRENCY}`);

const moveArb = fc.record({
  from: fc.integer({ min: 0, max: 3 }),
  to: fc.integer({ min: 0, max: 3 }),
  amountMinor: fc.integer({ min: 1, max: 50_000 }),
  floor: fc.boolean(),
});
const txnArb = fc.array(moveArb, { minLength: 1, maxLength: 3 });

describe('double-entry ledger', { timeout: 240_000 }, () => {
  it('balances always equal the sum of their entries and sum to zero, in sequence and at once', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(txnArb, { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 1, max: 4 }),
        async (txns, width) => {
          const run = randomUUID().slice(0, 8);
          const names = accountsOf(run);
          // Account 0 is the world (no floor); the others start funded from it.
          await record({
            id: `${run}-fund`,
            kind: 'test',
            currency: CURRENCY,
            at: Date.now(),
            moves: names.slice(1).map((to) => ({ from: names[0]!, to, amountMinor: 20_000 })),
          });
          const built: LedgerTransaction[] = txns
            .map((moves, i) => ({
              id: `${run}-${i}`,
              kind: 'test',
              currency: CURRENCY,
              at: Date.now() + i,
              moves: moves
                .filter((m) => m.from !== m.to)
                .map((m): Move => ({
                  from: names[m.from]!,
                  to: names[m.to]!,
                  amountMinor: m.amountMinor,
                  // the world may go below zero: it is everyone outside
                  ...(m.floor && m.from !== 0 ? { floor: true as const } : {}),
                })),
            }))
            .filter((txn) => txn.moves.length > 0);
          // `width` transactions at a time, some of them replays of one already sent.
          for (let i = 0; i < built.length; i += width) {
            const batch = built.slice(i, i + width);
            await Promise.all([...batch, ...batch.slice(0, 1)].map(record));
          }
          let total = 0;
          for (const account of names) {
            const balance = await balanceOf(account);
            const { sum } = await sumOfEntries(account);
            expect(balance, account).toBe(sum);
            total += balance;
          }
          expect(total).toBe(0);
        },
      ),
      { numRuns: 25 },
    );
  });

  it('a floor refuses the whole transaction, and a replay is refused whole', async () => {
    const run = randomUUID().slice(0, 8);
    const [world, held, other] = accountsOf(run);
    const at = Date.now();
    expect(
      await record({
        id: `${run}-in`,
        kind: 'test',
        currency: CURRENCY,
        at,
        moves: [{ from: world!, to: held!, amountMinor: 1_000 }],
      }),
    ).toBe(true);
    const tooMuch: LedgerTransaction = {
      id: `${run}-out`,
      kind: 'test',
      currency: CURRENCY,
      at: at + 1,
      moves: [
        { from: world!, to: other!, amountMinor: 5 },
        { from: held!, to: world!, amountMinor: 1_001, floor: true },
      ],
    };
    const codes = await transact(ledgerWrites(tooMuch));
    expect(codes).not.toBeNull();
    // The failing commit is the held account's balance: after the head and the world's pair.
    expect(ledgerCommitCount(tooMuch)).toBe(7);
    expect(codes!.filter((_, i) => failedAt(codes!, i))).toHaveLength(1);
    expect(await balanceOf(held!)).toBe(1_000);
    expect(await balanceOf(other!)).toBe(0);

    // Fifty replays of one transaction, ten at once: recorded once.
    const once: LedgerTransaction = {
      ...tooMuch,
      moves: [{ from: held!, to: world!, amountMinor: 400, floor: true }],
    };
    const results = await Promise.all(Array.from({ length: 50 }, () => record(once)));
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await balanceOf(held!)).toBe(600);
    expect((await sumOfEntries(held!)).entries).toBe(2);
  });

  it('refuses what breaks its rules before anything is written', () => {
    const base = { id: 'x', kind: 'test', currency: CURRENCY, at: 1 };
    const bad: Move[][] = [
      [],
      [{ from: 'a:ZMW', to: 'b:ZMW', amountMinor: 0 }],
      [{ from: 'a:ZMW', to: 'b:ZMW', amountMinor: 1.5 }],
      [{ from: 'a:ZMW', to: 'a:ZMW', amountMinor: 1 }],
      [{ from: 'a:ZMW', to: 'b:USD', amountMinor: 1 }],
    ];
    for (const moves of bad)
      expect(() => ledgerWrites({ ...base, moves })).toThrow(LedgerRuleBroken);
  });
});
