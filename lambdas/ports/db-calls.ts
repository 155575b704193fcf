import { AsyncLocalStorage } from 'node:async_hooks';
import { hasMiddlewareStack } from './call-log.js';
import { env } from './env.js';

/**
 * Bench mode only (LOCAL_BENCH=1, set by the bench on the local stack it spawns; no function's
 * template sets it), while the bench records (a route's sample): every DynamoDB call a played
 * unit makes is recorded with its input, its timing, its item count and size and the capacity
 * DynamoDB says it consumed (asked for with ReturnConsumedCapacity INDEXES on every data call).
 * The bench reads the records through /local/bench/calls (infra/local/bench-control.ts) to count
 * each route's calls, its sequential steps and its cost, and replays the calls themselves
 * against DynamoDB Local as the route's floor. Without the setting no middleware is added and
 * nothing is kept.
 */
export interface DbCall {
  operation: string;
  /** Milliseconds since the invocation started. */
  startMs: number;
  endMs: number;
  /** Items written, read or returned (a transaction's items, a query's page). */
  items: number;
  /** Approximate bytes of those items (attribute names and values), for the replay. */
  itemBytes: number;
  /** Global secondary indexes the call wrote or read, as DynamoDB reports the capacity. */
  indexes: number;
  readUnits: number;
  writeUnits: number;
  /** The error's name when the call failed (a refused condition still costs in AWS). */
  error?: string;
  /** The call's input as the handler gave it (before marshalling): the floor replays it. */
  request: object;
  /**
   * The items its updates, deletes and condition checks found, as they were just before it
   * (DynamoDB's own attribute values): the floor's copies, on which its conditions hold.
   */
  found: object[];
}

export interface InvocationRecord {
  unit: string;
  functionName: string;
  /** How long the handler ran: what Lambda bills. */
  durationMs: number;
  calls: DbCall[];
}

/** Enough for a bench sample; older records are dropped first. */
const KEPT = 2_000;
const finished: InvocationRecord[] = [];
interface Recording {
  started: number;
  /** Time spent reading items for the floor (`readBefore`), kept out of the duration. */
  asideMs: number;
  calls: DbCall[];
}
const current = new AsyncLocalStorage<Recording>();
/**
 * Off until the bench asks (a route's sample): a timed load runs as the function runs in AWS,
 * without the records, their copies of each call or the capacity asked of DynamoDB.
 */
let recording = false;

export const benchMode = (): boolean => env('aws').LOCAL_BENCH === '1';

/** Starts or stops the records (bench mode only; /local/bench/recording). */
export const setRecording = (on: boolean): void => {
  recording = on;
};

/** A table's key, as the handler gave it. */
export interface FoundKey {
  TableName: string;
  Key: Record<string, unknown>;
}
/**
 * A transaction's meter: reads its items before the call (what it finds) and, once the call has
 * succeeded, after it, and charges it per item (infra/local/transaction-charge.ts: DynamoDB
 * Local's own figure for a transaction collapses equal item charges).
 */
export type TransactionMeter = (transactItems: object[]) => Promise<{
  found: object[];
  settle: () => Promise<CallUnits>;
}>;
/** What a call is charged: write and read units (a transaction's condition checks read). */
export interface CallUnits {
  writeUnits: number;
  readUnits: number;
  /** Global secondary indexes it wrote or read. */
  indexes: number;
}
/**
 * How the recorder reads the items a write is about to find and meters a transaction, set by
 * the local runtime that records (infra/local/bench-control.ts), so that no function's bundle
 * carries a client or the table's layout for it.
 */
let reader:
  | { readBefore: (keys: FoundKey[]) => Promise<object[]>; meterTransaction: TransactionMeter }
  | undefined;
export const setBenchReader = (set: typeof reader): void => {
  reader = set;
};

/** Runs one invocation of `unit`, recording its DynamoDB calls and its duration in bench mode. */
export async function recordInvocation<T>(
  unit: string,
  functionName: string,
  work: () => Promise<T>,
): Promise<T> {
  if (!benchMode() || !recording) return work();
  const record: Recording = { started: performance.now(), asideMs: 0, calls: [] };
  try {
    return await current.run(record, work);
  } finally {
    finished.push({
      unit,
      functionName,
      durationMs: performance.now() - record.started - record.asideMs,
      calls: record.calls,
    });
    if (finished.length > KEPT) finished.splice(0, finished.length - KEPT);
  }
}

/** The invocations recorded since the last call, optionally of one unit only; forgets them all. */
export function takeInvocations(unit?: string): InvocationRecord[] {
  const taken = finished.splice(0, finished.length);
  return unit ? taken.filter((record) => record.unit === unit) : taken;
}

const readOperations = new Set(['GetItem', 'Query', 'Scan', 'BatchGetItem', 'TransactGetItems']);
/** Reads of one table call, which cost at least one read even when they find nothing. */
const singleReads = new Set(['GetItem', 'Query', 'Scan']);
const dataOperations = new Set([
  ...readOperations,
  'PutItem',
  'UpdateItem',
  'DeleteItem',
  'BatchWriteItem',
  'TransactWriteItems',
]);

type Attributes = Record<string, unknown>;
interface Capacity {
  CapacityUnits?: number;
  GlobalSecondaryIndexes?: Record<string, unknown>;
}
interface DataInput {
  Item?: Attributes;
  Key?: Attributes;
  ExpressionAttributeValues?: Attributes;
  TransactItems?: Record<string, { Item?: Attributes; Key?: Attributes }>[];
  RequestItems?: Record<string, unknown[] | { Keys?: unknown[] }>;
  ReturnConsumedCapacity?: string;
  ConsistentRead?: boolean;
}
interface DataOutput {
  Item?: Attributes;
  Items?: Attributes[];
  Attributes?: Attributes;
  Count?: number;
  Responses?: Record<string, Attributes[]> | { Item?: Attributes }[];
  ConsumedCapacity?: Capacity | Capacity[];
}

const bytesOf = (value: unknown): number => (value ? JSON.stringify(value).length : 0);

/** What a call moved: items and their bytes, from its input (writes) or its answer (reads). */
function shapeOf(operation: string, input: DataInput, output: DataOutput | undefined) {
  switch (operation) {
    case 'PutItem':
      return { items: 1, itemBytes: bytesOf(input.Item) };
    case 'UpdateItem':
    case 'DeleteItem':
      return {
        items: 1,
        itemBytes: bytesOf(output?.Attributes ?? input.ExpressionAttributeValues),
      };
    case 'GetItem':
      return { items: output?.Item ? 1 : 0, itemBytes: bytesOf(output?.Item) };
    case 'Query':
    case 'Scan':
      return {
        items: output?.Count ?? output?.Items?.length ?? 0,
        itemBytes: bytesOf(output?.Items),
      };
    case 'TransactWriteItems':
    case 'TransactGetItems': {
      const items = input.TransactItems ?? [];
      return {
        items: items.length,
        itemBytes: items.reduce((sum, entry) => {
          const action = Object.values(entry)[0];
          return sum + bytesOf(action?.Item ?? action?.Key);
        }, 0),
      };
    }
    case 'BatchGetItem': {
      const found = Object.values((output?.Responses ?? {}) as Record<string, Attributes[]>).flat();
      return { items: found.length, itemBytes: bytesOf(found) };
    }
    default: {
      const requests = Object.values(input.RequestItems ?? {}).flat();
      return { items: requests.length, itemBytes: bytesOf(requests) };
    }
  }
}

/** The units DynamoDB reported for a call, as reads or writes by its operation. */
function reportedUnits(
  operation: string,
  input: DataInput,
  output: DataOutput | undefined,
  error: string | undefined,
): CallUnits {
  const capacity = output?.ConsumedCapacity;
  const all = capacity === undefined ? [] : Array.isArray(capacity) ? capacity : [capacity];
  const units = all.reduce((sum, entry) => sum + (entry.CapacityUnits ?? 0), 0);
  const indexes = new Set(all.flatMap((entry) => Object.keys(entry.GlobalSecondaryIndexes ?? {})))
    .size;
  if (!readOperations.has(operation)) return { writeUnits: units, readUnits: 0, indexes };
  // AWS charges a read that finds nothing (1 unit strong, 0.5 eventual); DynamoDB Local may
  // report none for it.
  const least = singleReads.has(operation) ? (input.ConsistentRead ? 1 : 0.5) : 0;
  return { writeUnits: 0, readUnits: error ? units : Math.max(units, least), indexes };
}

/** Runs the recorder's own reads aside from the figures: their time is not counted. */
async function aside<T>(record: Recording, read: () => Promise<T>) {
  const started = performance.now();
  const result = await current.exit(read);
  const asideMs = performance.now() - started;
  record.asideMs += asideMs;
  return { result, asideMs };
}

/**
 * The items a write is about to find (its update's or delete's; a transaction's updates',
 * deletes' and condition checks'), and for a transaction how to charge it once it has run.
 */
async function itemsBefore(record: Recording, operation: string, input: DataInput) {
  if (!reader) return { found: [], asideMs: 0 };
  const { readBefore, meterTransaction } = reader;
  if (operation === 'TransactWriteItems') {
    const { result, asideMs } = await aside(record, () =>
      meterTransaction(input.TransactItems ?? []),
    );
    return { found: result.found, settle: result.settle, asideMs };
  }
  if ((operation !== 'UpdateItem' && operation !== 'DeleteItem') || !input.Key)
    return { found: [], asideMs: 0 };
  const key = { TableName: (input as { TableName?: string }).TableName ?? '', Key: input.Key };
  const { result, asideMs } = await aside(record, () => readBefore([key]));
  return { found: result, asideMs };
}

type Next = (args: { input: object }) => Promise<{ output?: unknown }>;
interface Stack {
  add(
    middleware: (next: Next, context: { clientName?: string; commandName?: string }) => Next,
    options: { step: 'initialize'; name: string; override: boolean },
  ): void;
}

/** Adds the recording middleware to a DynamoDB client in bench mode; any other client as is. */
export function withDbCallRecord<T>(client: T): T {
  if (!benchMode() || !hasMiddlewareStack(client)) return client;
  (client.middlewareStack as unknown as Stack).add(
    (next, context) => async (args) => {
      const operation = (context.commandName ?? '').replace(/Command$/, '');
      const record = current.getStore();
      if (context.clientName !== 'DynamoDBClient' || !dataOperations.has(operation) || !record)
        return next(args);
      const input = args.input as DataInput;
      // A copy as given, before the capacity is asked for: the floor replays what the route sends.
      const request = structuredClone(input);
      // The call counts from when the handler sent it; its answer, less the read aside.
      const startMs = performance.now() - record.started;
      const before = await itemsBefore(record, operation, input);
      input.ReturnConsumedCapacity ??= 'INDEXES';
      let output: DataOutput | undefined;
      let error: string | undefined;
      try {
        const result = await next(args);
        output = result.output as DataOutput;
        return result;
      } catch (thrown) {
        error = (thrown as Error).name;
        throw thrown;
      } finally {
        const endMs = performance.now() - record.started - before.asideMs;
        // A transaction that ran is charged per item (transaction-charge.ts); one refused
        // keeps what DynamoDB reported.
        const units =
          before.settle && !error
            ? (await aside(record, before.settle)).result
            : reportedUnits(operation, input, output, error);
        record.calls.push({
          operation,
          startMs,
          endMs,
          ...shapeOf(operation, input, output),
          ...units,
          ...(error ? { error } : {}),
          request,
          found: before.found,
        });
      }
    },
    { step: 'initialize', name: 'benchDbCalls', override: true },
  );
  return client;
}
