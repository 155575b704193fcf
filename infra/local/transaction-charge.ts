import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { tableIndexes, tableKeys } from '../../lambdas/core/db/table.js';
import type { FoundKey, TransactionMeter } from '../../lambdas/ports/db-calls.js';

/**
 * What a TransactWriteItems costs, item by item, for the bench's recorder (bench mode only).
 *
 * DynamoDB Local answers a transaction's ConsumedCapacity with equal item charges collapsed:
 * one put, two or eight puts of the same small item all report 2 table units (and 2 on an
 * index they share), while a 2.5 KB put beside a small one reports 8. AWS charges every item:
 * "DynamoDB performs two underlying reads or writes of every item in the transaction: one to
 * prepare the transaction and one to commit the transaction"
 * (https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/transaction-apis.html#transaction-capacity-handling).
 * So the recorder charges each item as DynamoDB Local charges that item's write alone (1 unit
 * per started KB of the larger of its before and after image on the table; the same on every
 * index it enters, leaves or changes in, twice when its key there moves; a condition check one
 * read unit per started 4 KB of its item), doubled as the engine doubles a transaction's, and
 * sums them. test/integration/transaction-charge.test.ts
 * holds the rule to DynamoDB Local's own figures for single writes and for transactions
 * whose items' charges all differ.
 */
export type Attributes = Record<string, AttributeValue>;
type Action = Record<string, unknown> & { TableName?: string; Key?: Record<string, unknown> };
export type TransactItem = Record<string, Action>;

/** Bytes of an attribute value, as DynamoDB sizes items (CapacityUnitCalculations). */
function valueSize(value: AttributeValue): number {
  const utf8 = (text: string) => Buffer.byteLength(text, 'utf8');
  const numberSize = (text: string) =>
    Math.ceil(text.replace(/^[-+]?0*|\.|[eE].*$/g, '').replace(/0+$/, '').length / 2) + 1;
  if (value.S !== undefined) return utf8(value.S);
  if (value.N !== undefined) return numberSize(value.N);
  if (value.B !== undefined) return value.B.length;
  if (value.BOOL !== undefined || value.NULL !== undefined) return 1;
  if (value.SS) return value.SS.reduce((sum, text) => sum + utf8(text), 0);
  if (value.NS) return value.NS.reduce((sum, text) => sum + numberSize(text), 0);
  if (value.BS) return value.BS.reduce((sum, bytes) => sum + bytes.length, 0);
  if (value.L) return 3 + value.L.reduce((sum, entry) => sum + valueSize(entry) + 1, 0);
  if (value.M) return 3 + attributesSize(value.M) + Object.keys(value.M).length;
  return 0;
}

/** An item's size: its attribute names and values. */
export const attributesSize = (item: Attributes): number =>
  Object.entries(item).reduce(
    (sum, [name, value]) => sum + Buffer.byteLength(name, 'utf8') + valueSize(value),
    0,
  );

/** Write units of an item of `bytes`: one per started KB, at least one. */
const kilobytes = (bytes: number) => Math.max(1, Math.ceil(bytes / 1024));
/** Read units of a strongly consistent read of `bytes`: one per started 4 KB, at least one. */
const strongReadUnits = (bytes: number) => Math.max(1, Math.ceil(bytes / 4096));

/** The item's key on an index, or undefined where the item is not in it (a sparse index). */
function indexKey(item: Attributes | undefined, index: (typeof tableIndexes)[number]) {
  const pk = item?.[index.partitionKey]?.S;
  const sk = item?.[index.sortKey]?.S;
  return pk !== undefined && sk !== undefined ? `${pk}\u0000${sk}` : undefined;
}

/**
 * What one item of a transaction costs alone, as DynamoDB Local charges a single write: table
 * write units, read units (a condition check's) and write units per index.
 */
export function itemCharge(
  kind: string,
  before: Attributes | undefined,
  after: Attributes | undefined,
) {
  const sizes = [before, after].map((item) => (item ? attributesSize(item) : 0));
  // A condition check reads its item: DynamoDB Local charges it per started 4 KB.
  if (kind === 'ConditionCheck') return { table: 0, read: strongReadUnits(sizes[0]!), indexes: {} };
  const table = kilobytes(Math.max(...sizes));
  const indexes: Record<string, number> = {};
  for (const index of tableIndexes) {
    const [was, is] = [indexKey(before, index), indexKey(after, index)];
    if (was === undefined && is === undefined) continue;
    // A moved key is a delete of the old index entry and a put of the new one.
    const moved = was !== undefined && is !== undefined && was !== is;
    indexes[index.name] = moved
      ? kilobytes(sizes[0]!) + kilobytes(sizes[1]!)
      : kilobytes(Math.max(...sizes));
  }
  return { table, read: 0, indexes };
}

/** A transaction's units: every item's own charge, doubled, summed (its checks' as reads). */
export function transactionCharge(
  actions: { kind: string; before?: Attributes; after?: Attributes }[],
) {
  const indexes = new Set<string>();
  let [writeUnits, readUnits] = [0, 0];
  for (const { kind, before, after } of actions) {
    const charge = itemCharge(kind, before, after);
    writeUnits += 2 * charge.table;
    readUnits += 2 * charge.read;
    for (const [name, indexUnits] of Object.entries(charge.indexes)) {
      writeUnits += 2 * indexUnits;
      indexes.add(name);
    }
  }
  return { writeUnits, readUnits, indexes: indexes.size };
}

const keyOf = (action: Action): Record<string, unknown> => {
  const item = (action.Key ?? action.Item) as Record<string, unknown>;
  return {
    [tableKeys.partitionKey]: item[tableKeys.partitionKey],
    [tableKeys.sortKey]: item[tableKeys.sortKey],
  };
};
const idOf = (pk: unknown, sk: unknown) => `${pk}\u0000${sk}`;

/**
 * The recorder's meter of one transaction: reads its items before (the images the call will
 * find) and, once it has succeeded, after, and charges it from the two. `read` is a strongly
 * consistent read of the stack's table that returns the items found (any order).
 */
export function meterTransaction(read: (keys: FoundKey[]) => Promise<object[]>): TransactionMeter {
  return async (transactItems: object[]) => {
    const actions = (transactItems as TransactItem[]).map((entry) => {
      const [kind, action] = Object.entries(entry)[0]!;
      return { kind, table: action.TableName ?? '', key: keyOf(action) };
    });
    const keys = actions.map(({ table, key }) => ({ TableName: table, Key: key }));
    const images = async () => {
      const found = new Map<string, Attributes>();
      for (const item of (await read(keys)) as Attributes[])
        found.set(idOf(item[tableKeys.partitionKey]?.S, item[tableKeys.sortKey]?.S), item);
      return actions.map(({ key }) =>
        found.get(idOf(key[tableKeys.partitionKey], key[tableKeys.sortKey])),
      );
    };
    const before = await images();
    return {
      /** What its updates, deletes and condition checks found (the floor's copies). */
      found: before.filter((item, n) => item && actions[n]!.kind !== 'Put') as Attributes[],
      settle: async () => {
        const after = await images();
        return transactionCharge(
          actions.map(({ kind }, n) => ({ kind, before: before[n], after: after[n] })),
        );
      },
    };
  };
}
