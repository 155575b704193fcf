import { AsyncLocalStorage } from 'node:async_hooks';
import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { port } from '../ports/provided.js';

/** A key of the single table, as an entity's `get(...).params()` gives it. */
export type TableKey = Record<string, unknown>;
type Item = Record<string, unknown>;

/** A strongly consistent read offered to the request's next `readTogether` (`readJoinable`). */
interface OfferedRead {
  key: TableKey;
  taken: boolean;
  settle(item: Item | undefined): void;
  fail(error: unknown): void;
}
const offered = new AsyncLocalStorage<OfferedRead[]>();

/** Runs a request's work so that the reads it offers (`readJoinable`) may join its batches. */
export const withJoinableReads = <T>(work: () => Promise<T>): Promise<T> => offered.run([], work);

/**
 * One item, strongly consistent, read in the request's first strongly consistent `readTogether`
 * started before the event loop's next turn, or else on its own by `alone` (then). So a check every
 * request makes (the session fence: http-handler.ts) costs no call of its own where the route reads
 * several items at once anyway (checkout's first step is one BatchGetItem, not a GetItem beside it:
 * docs/decisions/data-and-dynamodb.md, "A route's first reads in one call"). Outside
 * `withJoinableReads`, `alone` at once.
 */
export function readJoinable<T>(
  key: TableKey,
  alone: () => Promise<T>,
  /** The answer from the item as a batch read it (undefined: no such item). */
  fromItem: (item: Item | undefined) => T,
): Promise<T> {
  const reads = offered.getStore();
  if (!reads) return alone();
  return new Promise<T>((settle, fail) => {
    const read: OfferedRead = {
      key,
      taken: false,
      settle: (item) => {
        try {
          settle(fromItem(item));
        } catch (error) {
          fail(error);
        }
      },
      fail,
    };
    reads.push(read);
    setImmediate(() => {
      if (read.taken) return;
      read.taken = true;
      alone().then(settle, fail);
    });
  });
}

/** The offered reads a strongly consistent batch of `count` keys takes in (BatchGetItem: 100). */
function takeOffered(count: number) {
  const taken = (offered.getStore() ?? []).filter((read) => !read.taken).slice(0, 100 - count);
  for (const read of taken) read.taken = true;
  return taken;
}

/** How often keys DynamoDB left unprocessed (throttling) are asked for again, with backoff. */
const ATTEMPTS = 4;

/** Throttling, as the HTTP edge sees it (http/unavailable.ts): the caller gets 503, try again. */
class KeysLeftUnprocessed extends Error {
  readonly $retryable = { throttling: true };
  constructor() {
    super('DynamoDB left keys of a BatchGetItem unprocessed');
    this.name = 'KeysLeftUnprocessed';
  }
}

/**
 * An item read together, as its entity formats it (undefined: no such item). `T` is the
 * entity's record type: electrodb's `parse` is overloaded (one item, or a page), so the caller
 * names which.
 */
export const parsedAs = <T>(
  entity: { parse(input: { Item: Item }): unknown },
  item: Item | undefined,
): T | undefined =>
  item
    ? ((entity.parse({ Item: item }) as { data: T | null } | null)?.data ?? undefined)
    : undefined;

const sameKey = (item: Item, key: TableKey) =>
  Object.entries(key).every(([name, value]) => item[name] === value);

/**
 * Items of different entities read in one BatchGetItem instead of one GetItem each (electrodb
 * batches one entity's keys only): one round trip and one call's CPU for what a request reads
 * together (docs/decisions/data-and-dynamodb.md, "A route's first reads in one call"). Answers each
 * key's raw item or undefined, in the order of `keys`, for the entity's own `parse`. Keys DynamoDB
 * leaves unprocessed are asked for again, as AWS documents for BatchGetItem; still unprocessed
 * after ATTEMPTS, it fails rather than answer "no such item". A strongly consistent batch also
 * reads the items the request has offered (`readJoinable`) and not yet read.
 */
export async function readTogether(
  keys: readonly TableKey[],
  options: { consistent: boolean },
): Promise<(Item | undefined)[]> {
  const joined = options.consistent ? takeOffered(keys.length) : [];
  try {
    const items = await readBatch([...keys, ...joined.map((read) => read.key)], options);
    joined.forEach((read, n) => read.settle(items[keys.length + n]));
    return items.slice(0, keys.length);
  } catch (error) {
    for (const read of joined) read.fail(error);
    throw error;
  }
}

async function readBatch(keys: readonly TableKey[], options: { consistent: boolean }) {
  const table = port('table').name();
  const found: Item[] = [];
  let pending: TableKey[] = [...keys];
  for (let attempt = 1; pending.length; attempt++) {
    if (attempt > ATTEMPTS) throw new KeysLeftUnprocessed();
    if (attempt > 1) await new Promise((resolve) => setTimeout(resolve, 25 * 2 ** attempt));
    const answer = await port('table')
      .client()
      .send(
        new BatchGetCommand({
          RequestItems: { [table]: { Keys: pending, ConsistentRead: options.consistent } },
        }),
      );
    found.push(...(answer.Responses?.[table] ?? []));
    pending = (answer.UnprocessedKeys?.[table]?.Keys ?? []) as TableKey[];
  }
  return keys.map((key) => found.find((item) => sameKey(item, key)));
}
