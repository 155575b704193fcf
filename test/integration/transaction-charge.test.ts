import {
  BatchGetItemCommand,
  GetItemCommand,
  PutItemCommand,
  TransactWriteItemsCommand,
  UpdateItemCommand,
  type AttributeValue,
  type ConsumedCapacity,
  type DynamoDBClient,
  type TransactWriteItem,
} from '@aws-sdk/client-dynamodb';
import { marshall, unmarshall } from '@aws-sdk/util-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureTable, localDynamoClient, startDynamo } from '../../infra/local/dynamo.js';
import {
  attributesSize,
  itemCharge,
  meterTransaction,
  transactionCharge,
  type Attributes,
} from '../../infra/local/transaction-charge.js';

/**
 * The bench's recorder charges a transaction item by item
 * (infra/local/transaction-charge.ts), because DynamoDB Local collapses equal item charges in
 * the figure it answers. The rule is held here to DynamoDB Local's own figures wherever they
 * are whole: single writes, and transactions whose items' charges all differ.
 */
const TABLE = 'marketplace';
let dynamo: Awaited<ReturnType<typeof startDynamo>>;
let db: DynamoDBClient;

beforeAll(async () => {
  dynamo = await startDynamo(undefined);
  db = localDynamoClient(dynamo.endpoint);
  await ensureTable(db, TABLE);
}, 120_000);
afterAll(async () => {
  db?.destroy();
  await dynamo?.stop();
});

let serial = 0;
/** An item of about `bytes`, in the indexes named by their number. */
const item = (
  bytes: number,
  indexes: number[] = [],
  extra: Record<string, AttributeValue> = {},
) => {
  const id = `T#${++serial}`;
  const keys = Object.fromEntries(
    indexes.flatMap((n) => [
      [`gsi${n}pk`, { S: `G${n}#${id}` }],
      [`gsi${n}sk`, { S: 'A' }],
    ]),
  );
  return { pk: { S: id }, sk: { S: 'ITEM' }, pad: { S: 'x'.repeat(bytes) }, ...keys, ...extra };
};
const keyOf = (attributes: Attributes) => ({ pk: attributes.pk!, sk: attributes.sk! });
const read = async (attributes: Attributes) =>
  (await db.send(new GetItemCommand({ TableName: TABLE, Key: keyOf(attributes) })))
    .Item as Attributes;
/** A single write's reported capacity as table units and units per index (it reads nothing). */
const asCharge = (consumed: ConsumedCapacity | undefined) => ({
  table: consumed?.Table?.CapacityUnits,
  read: 0,
  indexes: Object.fromEntries(
    Object.entries(consumed?.GlobalSecondaryIndexes ?? {}).map(([name, c]) => [
      name,
      c.CapacityUnits,
    ]),
  ),
});
const transact = async (items: TransactWriteItem[]) =>
  (
    await db.send(
      new TransactWriteItemsCommand({ TransactItems: items, ReturnConsumedCapacity: 'INDEXES' }),
    )
  ).ConsumedCapacity?.[0];

describe('an item’s size, as DynamoDB sizes it', () => {
  it('gives the units DynamoDB Local charges on either side of every kilobyte boundary', async () => {
    const shapes: Record<string, AttributeValue>[] = [
      { text: { S: 'héllo wörld' } },
      { n: { N: '123.4500' }, small: { N: '-0.00012' }, big: { N: '12345678901234567890' } },
      { map: { M: { a: { S: 'x' }, b: { N: '7' }, c: { L: [{ BOOL: true }, { NULL: true }] } } } },
      { ss: { SS: ['a', 'bb'] }, ns: { NS: ['1', '22'] }, bin: { B: new Uint8Array(33) } },
    ];
    const mismatches: string[] = [];
    for (const [n, shape] of shapes.entries())
      for (let bytes = 940; bytes <= 1040; bytes += 4) {
        const written = item(bytes, [], shape);
        const { ConsumedCapacity } = await db.send(
          new PutItemCommand({ TableName: TABLE, Item: written, ReturnConsumedCapacity: 'TOTAL' }),
        );
        const size = attributesSize(await read(written));
        const units = Math.max(1, Math.ceil(size / 1024));
        if (units !== ConsumedCapacity?.CapacityUnits)
          mismatches.push(`shape ${n}, ${size} bytes: ${ConsumedCapacity?.CapacityUnits}`);
      }
    expect(mismatches).toEqual([]);
  }, 60_000);
});

describe('a single write’s charge', () => {
  it('is what DynamoDB Local reports for a put, an update that moves an index key and one that does not', async () => {
    const written = item(2_500, [1, 2]);
    const put = await db.send(
      new PutItemCommand({ TableName: TABLE, Item: written, ReturnConsumedCapacity: 'INDEXES' }),
    );
    const after = await read(written);
    expect(itemCharge('Put', undefined, after)).toEqual(asCharge(put.ConsumedCapacity));
    expect(asCharge(put.ConsumedCapacity)).toEqual({
      table: 3,
      read: 0,
      indexes: { gsi1: 3, gsi2: 3 },
    });

    for (const [expression, value] of [
      ['SET gsi1sk = :v', 'B'],
      ['SET note = :v', 'n'],
    ] as const) {
      const before = await read(written);
      const update = await db.send(
        new UpdateItemCommand({
          TableName: TABLE,
          Key: keyOf(written),
          UpdateExpression: expression,
          ExpressionAttributeValues: { ':v': { S: value } },
          ReturnConsumedCapacity: 'INDEXES',
        }),
      );
      expect(itemCharge('Update', before, await read(written))).toEqual(
        asCharge(update.ConsumedCapacity),
      );
    }
  });
});

describe('a transaction’s charge', () => {
  it('is twice each item’s own, summed: DynamoDB Local’s own figure when no two items cost the same', async () => {
    const [big, indexed, checked] = [item(2_500, [1]), item(10, [2, 3]), item(5_000)];
    await db.send(new PutItemCommand({ TableName: TABLE, Item: indexed }));
    await db.send(new PutItemCommand({ TableName: TABLE, Item: checked }));
    const before = await Promise.all([indexed, checked].map(read));
    const reported = await transact([
      { Put: { TableName: TABLE, Item: big } },
      {
        Update: {
          TableName: TABLE,
          Key: keyOf(indexed),
          UpdateExpression: 'SET gsi2sk = :v',
          ExpressionAttributeValues: { ':v': { S: 'B' } },
        },
      },
      {
        ConditionCheck: {
          TableName: TABLE,
          Key: keyOf(checked),
          ConditionExpression: 'attribute_exists(pk)',
        },
      },
    ]);
    const charge = transactionCharge([
      { kind: 'Put', after: await read(big) },
      { kind: 'Update', before: before[0], after: await read(indexed) },
      { kind: 'ConditionCheck', before: before[1], after: before[1] },
    ]);
    expect(charge.writeUnits + charge.readUnits).toBe(reported?.CapacityUnits);
    // 2 x (3 + 3) for the big put, 2 x (1 + 1 + 2) for the update that moves its gsi2 key; the
    // 5 KB check reads its item: 2 x 2 read units (per started 4 KB).
    expect(charge).toEqual({ writeUnits: 20, readUnits: 4, indexes: 3 });
  });

  it('counts every item where DynamoDB Local’s figure collapses equal ones', async () => {
    const puts = [item(10, [1]), item(10, [1]), item(10, [1])];
    const one = await transact([{ Put: { TableName: TABLE, Item: item(10, [1]) } }]);
    const three = await transact(puts.map((Item) => ({ Put: { TableName: TABLE, Item } })));
    // DynamoDB Local: three puts of the same small item report what one does.
    expect(three?.CapacityUnits).toBe(one?.CapacityUnits);

    // The recorder's meter, reading the items as the stack's bench control does.
    const meter = meterTransaction(async (keys) => {
      const { Responses = {} } = await db.send(
        new BatchGetItemCommand({
          RequestItems: {
            [TABLE]: { Keys: keys.map(({ Key }) => marshall(Key)), ConsistentRead: true },
          },
        }),
      );
      return Object.values(Responses).flat();
    });
    const again = [item(10, [1]), item(10, [1]), item(10, [1])];
    const actions = again.map((Item) => ({ Put: { TableName: TABLE, Item: unmarshall(Item) } }));
    const metered = await meter(actions);
    expect(metered.found).toEqual([]);
    await transact(again.map((Item) => ({ Put: { TableName: TABLE, Item } })));
    expect(await metered.settle()).toEqual({
      writeUnits: 3 * (one?.CapacityUnits ?? 0),
      readUnits: 0,
      indexes: 1,
    });
  });
});
