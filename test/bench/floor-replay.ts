import {
  BatchGetItemCommand,
  BatchWriteItemCommand,
  DeleteItemCommand,
  GetItemCommand,
  PutItemCommand,
  QueryCommand,
  TransactGetItemsCommand,
  TransactWriteItemsCommand,
  UpdateItemCommand,
  type AttributeValue,
  type DynamoDBClient,
} from '@aws-sdk/client-dynamodb';
import type { Plan, PlannedCall } from './db-calls.js';

/**
 * A route's own DynamoDB calls replayed straight against DynamoDB Local, with no handler around
 * them: its floor. Each call keeps its operation and shape (items, bytes an item, indexes
 * written) on fresh keys for writes and on items of the same size for reads; the calls of a
 * step run together and the steps in order, as the route ran them.
 */
type Item = Record<string, AttributeValue>;
let serial = 0;
const MAX_PAGE = 100;

/** The index keys a written item carries, so that the same number of index copies is written. */
const indexKeys = (count: number, key: string): Item =>
  Object.fromEntries(
    Array.from({ length: Math.min(3, count) }, (_, i) => [
      [`gsi${i + 1}pk`, { S: `replay#${i}` }],
      [`gsi${i + 1}sk`, { S: key }],
    ]).flat(),
  );
const freshItem = (call: PlannedCall): Item => {
  const key = `replay#${serial++}`;
  return {
    pk: { S: key },
    sk: { S: 'a' },
    payload: { S: 'x'.repeat(Math.max(1, call.bytesPerItem - 40)) },
    ...indexKeys(call.indexes, key),
  };
};
/** A stored item of about `bytes`, one partition per size, for the reads. */
const sizedKey = (bytes: number, i = 0): Item => ({
  pk: { S: `sized#${bytes}` },
  sk: { S: String(i).padStart(4, '0') },
});

/** Stores the items the plans' reads find: a page of each size read. */
export async function seedForPlans(client: DynamoDBClient, table: string, plans: Plan[]) {
  const sizes = new Set(
    plans
      .flat(2)
      .filter((c) => isRead(c.operation))
      .map((c) => c.bytesPerItem),
  );
  for (const bytes of sizes)
    for (let i = 0; i < MAX_PAGE; i++)
      await client.send(
        new PutItemCommand({
          TableName: table,
          Item: { ...sizedKey(bytes, i), payload: { S: 'x'.repeat(Math.max(1, bytes - 40)) } },
        }),
      );
}

const isRead = (operation: string) =>
  ['GetItem', 'Query', 'Scan', 'BatchGetItem', 'TransactGetItems'].includes(operation);

function replayCall(client: DynamoDBClient, table: string, call: PlannedCall): Promise<unknown> {
  const count = Math.max(1, Math.min(MAX_PAGE, call.items));
  const keys = (n: number) => Array.from({ length: n }, (_, i) => sizedKey(call.bytesPerItem, i));
  switch (call.operation) {
    case 'GetItem':
      // A read that found nothing reads a key that is not there, as the route did.
      return client.send(
        new GetItemCommand({
          TableName: table,
          Key: call.items ? sizedKey(call.bytesPerItem) : { pk: { S: 'none' }, sk: { S: 'none' } },
        }),
      );
    case 'Query':
    case 'Scan':
      return client.send(
        new QueryCommand({
          TableName: table,
          KeyConditionExpression: 'pk = :pk',
          ExpressionAttributeValues: { ':pk': { S: `sized#${call.bytesPerItem}` } },
          Limit: count,
        }),
      );
    case 'BatchGetItem':
      return client.send(
        new BatchGetItemCommand({
          RequestItems: { [table]: { Keys: keys(Math.min(count, 100)) } },
        }),
      );
    case 'TransactGetItems':
      return client.send(
        new TransactGetItemsCommand({
          TransactItems: keys(Math.min(count, 100)).map((Key) => ({
            Get: { TableName: table, Key },
          })),
        }),
      );
    case 'UpdateItem': {
      const item = freshItem(call);
      const { pk, sk, ...rest } = item;
      const names = Object.keys(rest);
      return client.send(
        new UpdateItemCommand({
          TableName: table,
          Key: { pk: pk!, sk: sk! },
          UpdateExpression: `SET ${names.map((_, i) => `#a${i} = :v${i}`).join(', ')}`,
          ExpressionAttributeNames: Object.fromEntries(names.map((name, i) => [`#a${i}`, name])),
          ExpressionAttributeValues: Object.fromEntries(
            names.map((name, i) => [`:v${i}`, rest[name]!]),
          ),
        }),
      );
    }
    case 'DeleteItem':
      return client.send(
        new DeleteItemCommand({
          TableName: table,
          Key: { pk: { S: `replay#${serial++}` }, sk: { S: 'a' } },
        }),
      );
    case 'BatchWriteItem':
      return client.send(
        new BatchWriteItemCommand({
          RequestItems: {
            [table]: Array.from({ length: Math.min(count, 25) }, () => ({
              PutRequest: { Item: freshItem(call) },
            })),
          },
        }),
      );
    case 'TransactWriteItems':
      return client.send(
        new TransactWriteItemsCommand({
          TransactItems: Array.from({ length: Math.min(count, 100) }, () => ({
            Put: { TableName: table, Item: freshItem(call) },
          })),
        }),
      );
    default:
      return client.send(new PutItemCommand({ TableName: table, Item: freshItem(call) }));
  }
}

/**
 * One request's worth of the route's calls: step after step, each step's calls together.
 * `after` puts a call that is not DynamoDB's after a step, as the route makes it (checkout's
 * provider call, between its reads and its transaction).
 */
export const replayPlan =
  (
    client: DynamoDBClient,
    table: string,
    plan: Plan,
    after: Record<number, () => Promise<unknown>> = {},
  ) =>
  async () => {
    for (const [i, step] of plan.entries()) {
      await Promise.all(step.map((call) => replayCall(client, table, call)));
      await after[i]?.();
    }
  };
