import {
  BatchGetItemCommand,
  BatchWriteItemCommand,
  DeleteItemCommand,
  GetItemCommand,
  PutItemCommand,
  QueryCommand,
  ScanCommand,
  TransactGetItemsCommand,
  TransactWriteItemsCommand,
  UpdateItemCommand,
  type AttributeValue,
  type DynamoDBClient,
} from '@aws-sdk/client-dynamodb';
import { marshall } from '@aws-sdk/util-dynamodb';
import { tableKeys } from '../../lambdas/core/db/table.js';
import type { SentCall } from './db-calls.js';

/**
 * A write route's floor: the DynamoDB calls one of its requests sent (recorded in the bench's
 * sample, db-calls.ts), replayed as they were sent (same operations, items, expressions and
 * conditions, step after step, the calls of a step together) straight against DynamoDB Local,
 * with no handler around them. Without the capacity the recording asked for: the timed load
 * runs without it, as the route does in AWS.
 *
 * The items the calls find are copied first (`captureFloor`): those its reads find, from the
 * stack's table; those its writes find (updates, deletes, condition checks), as they were just
 * before the route's own call (the recorder read them aside), so every condition holds as it
 * held. Each replay writes under partition keys of its own (`pk~floorN`), where copies of those
 * items are put before the timing starts (`seedFloor`): no replay waits on another's item, and
 * the route's items are never changed.
 */
type Item = Record<string, AttributeValue>;
type Input = Record<string, unknown>;
interface Call {
  operation: string;
  input: Input;
}
export interface FloorMaterial {
  table: string;
  steps: Call[][];
  /** The items the calls touch, as the stack's table held them after the sample. */
  items: Item[];
}

const PK = tableKeys.partitionKey;
const SK = tableKeys.sortKey;
const toItem = (value: unknown): Item =>
  marshall(value as Record<string, unknown>, { removeUndefinedValues: true });

/** The DocumentClient-level fields of an input, marshalled as the client marshals them. */
function marshalled(input: Input): Input {
  const out: Input = { ...input };
  for (const field of ['Item', 'Key', 'ExpressionAttributeValues', 'ExclusiveStartKey'])
    if (input[field]) out[field] = toItem(input[field]);
  // A BatchGetItem's keys of one table.
  if (Array.isArray(input.Keys)) out.Keys = (input.Keys as Input[]).map(toItem);
  if (Array.isArray(input.TransactItems))
    out.TransactItems = (input.TransactItems as Record<string, Input>[]).map((entry) =>
      Object.fromEntries(Object.entries(entry).map(([kind, action]) => [kind, marshalled(action)])),
    );
  if (input.RequestItems)
    out.RequestItems = Object.fromEntries(
      Object.entries(input.RequestItems as Record<string, unknown>).map(([table, requests]) => [
        table,
        Array.isArray(requests)
          ? requests.map((request: Record<string, Input>) =>
              Object.fromEntries(
                Object.entries(request).map(([kind, action]) => [kind, marshalled(action)]),
              ),
            )
          : marshalled(requests as Input),
      ]),
    );
  delete out.ReturnConsumedCapacity;
  return out;
}

const tableOf = (steps: SentCall[][]): string => {
  for (const { request } of steps.flat()) {
    const named =
      (request.TableName as string | undefined) ??
      Object.keys((request.RequestItems as object | undefined) ?? {})[0] ??
      ((request.TransactItems as Record<string, Input>[] | undefined)?.map(
        (entry) => Object.values(entry)[0]?.TableName,
      )[0] as string | undefined);
    if (named) return named;
  }
  throw new Error('no table named in the calls');
};

/** Every action of a call, as [kind, action] ('Put', 'Update', 'Get', ...). */
function actionsOf({ operation, input }: Call): [string, Input][] {
  if (Array.isArray(input.TransactItems))
    return (input.TransactItems as Record<string, Input>[]).flatMap((entry) =>
      Object.entries(entry),
    );
  if (operation === 'BatchGetItem')
    return Object.values(input.RequestItems as Record<string, { Keys: Item[] }>).flatMap(
      ({ Keys }) => Keys.map((Key): [string, Input] => ['Get', { Key }]),
    );
  if (operation === 'BatchWriteItem')
    return Object.values(input.RequestItems as Record<string, Record<string, Input>[]>).flatMap(
      (requests) =>
        requests.map((request): [string, Input] => {
          const [kind, action] = Object.entries(request)[0]!;
          return [kind === 'PutRequest' ? 'Put' : 'Delete', action];
        }),
    );
  return [[operation.replace(/Item$/, ''), input]];
}

const reads = new Set(['Get', 'Query', 'Scan']);
const readOperations = new Set(['GetItem', 'Query', 'Scan', 'BatchGetItem', 'TransactGetItems']);
/** Actions that find an item first: a copy of it is put where the replay writes. */
const findsItem = new Set(['Update', 'Delete', 'ConditionCheck']);

const keyOf = (item: Item): Item => ({ [PK]: item[PK]!, [SK]: item[SK]! });
const id = (key: Item) => `${key[PK]?.S}\u0000${key[SK]?.S}`;
const ownKey = (key: Item, replay: number): Item => ({
  ...key,
  [PK]: { S: `${key[PK]!.S}~floor${replay}` },
});

/** The route's calls, marshalled, with the items they touch copied from the stack's table. */
export async function captureFloor(
  stack: DynamoDBClient,
  steps: SentCall[][],
): Promise<FloorMaterial> {
  const table = tableOf(steps);
  const calls = steps.map((step) =>
    step.map(({ operation, request }) => ({ operation, input: marshalled(request) })),
  );
  const items = new Map<string, Item>();
  for (const call of calls.flat()) {
    if (!readOperations.has(call.operation)) continue;
    if (call.operation === 'Query' || call.operation === 'Scan') {
      const { Items = [] } =
        call.operation === 'Query'
          ? await stack.send(new QueryCommand(call.input as never))
          : await stack.send(new ScanCommand(call.input as never));
      for (const item of Items) items.set(id(keyOf(item)), item);
      continue;
    }
    for (const [, action] of actionsOf(call)) {
      if (!action.Key) continue;
      const { Item } = await stack.send(
        new GetItemCommand({ TableName: table, Key: action.Key as Item, ConsistentRead: true }),
      );
      if (Item) items.set(id(keyOf(Item)), Item);
    }
  }
  for (const item of steps.flat().flatMap((call) => call.found) as Item[])
    items.set(id(keyOf(item)), item);
  return { table, steps: calls, items: [...items.values()] };
}

/** The same calls on another table (every TableName and batch's table renamed). */
export function retabled(material: FloorMaterial, table: string): FloorMaterial {
  const rename = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(rename);
    if (!value || typeof value !== 'object') return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [
        key === material.table ? table : key,
        key === 'TableName' ? table : key === 'Item' || key === 'Key' ? inner : rename(inner),
      ]),
    );
  };
  return {
    table,
    steps: material.steps.map((step) =>
      step.map((call) => ({ ...call, input: rename(call.input) as Input })),
    ),
    items: material.items,
  };
}

async function putAll(client: DynamoDBClient, table: string, items: Item[]) {
  for (let i = 0; i < items.length; i += 25 * 4)
    await Promise.all(
      Array.from({ length: 4 }, (_, part) => items.slice(i + part * 25, i + (part + 1) * 25))
        .filter((batch) => batch.length)
        .map(async (batch) => {
          let left = batch.map((Item) => ({ PutRequest: { Item } }));
          while (left.length) {
            const { UnprocessedItems } = await client.send(
              new BatchWriteItemCommand({ RequestItems: { [table]: left } }),
            );
            left = (UnprocessedItems?.[table] ?? []) as typeof left;
          }
        }),
    );
}

/**
 * Puts the copied items in the floor's table, and for each of `replays` replays its own copies
 * of the items the writes find (an update's counter, a checked package) under its own keys.
 */
export async function seedFloor(client: DynamoDBClient, material: FloorMaterial, replays: number) {
  const found = new Map(material.items.map((item) => [id(keyOf(item)), item]));
  const copied = material.steps
    .flat()
    .flatMap(actionsOf)
    .filter(([kind, action]) => findsItem.has(kind) && action.Key)
    .flatMap(([, action]) => {
      const item = found.get(id(action.Key as Item));
      return item ? [item] : [];
    });
  await putAll(client, material.table, [
    ...material.items,
    ...Array.from({ length: replays }, (_, replay) =>
      copied.map((item) => ({ ...item, ...ownKey(keyOf(item), replay) })),
    ).flat(),
  ]);
}

/** An action with its keys moved under the replay's own partition (reads keep theirs). */
function moved(kind: string, action: Input, replay: number): Input {
  if (reads.has(kind)) return action;
  if (action.Item)
    return {
      ...action,
      Item: { ...(action.Item as Item), ...ownKey(keyOf(action.Item as Item), replay) },
    };
  return action.Key ? { ...action, Key: ownKey(action.Key as Item, replay) } : action;
}

function callFor({ operation, input }: Call, replay: number) {
  const move = (kind: string) => (action: Input) => moved(kind, action, replay);
  switch (operation) {
    case 'GetItem':
      return new GetItemCommand(input as never);
    case 'Query':
      return new QueryCommand(input as never);
    case 'Scan':
      return new ScanCommand(input as never);
    case 'BatchGetItem':
      return new BatchGetItemCommand(input as never);
    case 'TransactGetItems':
      return new TransactGetItemsCommand(input as never);
    case 'PutItem':
      return new PutItemCommand(move('Put')(input) as never);
    case 'UpdateItem':
      return new UpdateItemCommand(move('Update')(input) as never);
    case 'DeleteItem':
      return new DeleteItemCommand(move('Delete')(input) as never);
    case 'TransactWriteItems':
      return new TransactWriteItemsCommand({
        ...input,
        TransactItems: (input.TransactItems as Record<string, Input>[]).map((entry) =>
          Object.fromEntries(
            Object.entries(entry).map(([kind, action]) => [kind, move(kind)(action)]),
          ),
        ),
      } as never);
    case 'BatchWriteItem':
      return new BatchWriteItemCommand({
        RequestItems: Object.fromEntries(
          Object.entries(input.RequestItems as Record<string, Record<string, Input>[]>).map(
            ([table, requests]) => [
              table,
              requests.map((request) =>
                Object.fromEntries(
                  Object.entries(request).map(([kind, action]) => [
                    kind,
                    move(kind === 'PutRequest' ? 'Put' : 'Delete')(action),
                  ]),
                ),
              ),
            ],
          ),
        ),
      });
    default:
      throw new Error(`the floor cannot replay ${operation}`);
  }
}

/**
 * Replay number `replay` of the route's request: step after step, each step's calls together.
 * `after` puts a call that is not DynamoDB's after a step, as the route makes it (checkout's
 * provider call, between its reads and its transaction).
 */
export const replayRequest =
  (
    client: DynamoDBClient,
    material: FloorMaterial,
    after: Record<number, () => Promise<unknown>> = {},
  ) =>
  async (replay: number) => {
    for (const [i, step] of material.steps.entries()) {
      await Promise.all(step.map((call) => client.send(callFor(call, replay) as never)));
      await after[i]?.();
    }
  };
