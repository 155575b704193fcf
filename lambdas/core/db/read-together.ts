import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamoClient } from '../../ports/clients/dynamo.js';
import { env } from '../../ports/env.js';

/** A key of the single table, as an entity's `get(...).params()` gives it. */
export type TableKey = Record<string, unknown>;

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

const sameKey = (item: Record<string, unknown>, key: TableKey) =>
  Object.entries(key).every(([name, value]) => item[name] === value);

/**
 * Items of different entities read in one BatchGetItem instead of one GetItem each (electrodb
 * batches one entity's keys only): one round trip and one call's CPU for what a request reads
 * together (issue 27). Answers each key's raw item or undefined, in the order of `keys`, for
 * the entity's own `parse`. Keys DynamoDB leaves unprocessed are asked for again, as AWS
 * documents for BatchGetItem; still unprocessed after ATTEMPTS, it fails rather than answer
 * "no such item".
 */
export async function readTogether(
  keys: readonly TableKey[],
  options: { consistent: boolean },
): Promise<(Record<string, unknown> | undefined)[]> {
  const table = env('data').TABLE_NAME;
  const found: Record<string, unknown>[] = [];
  let pending: TableKey[] = [...keys];
  for (let attempt = 1; pending.length; attempt++) {
    if (attempt > ATTEMPTS) throw new KeysLeftUnprocessed();
    if (attempt > 1) await new Promise((resolve) => setTimeout(resolve, 25 * 2 ** attempt));
    const answer = await dynamoClient().send(
      new BatchGetCommand({
        RequestItems: { [table]: { Keys: pending, ConsistentRead: options.consistent } },
      }),
    );
    found.push(...(answer.Responses?.[table] ?? []));
    pending = (answer.UnprocessedKeys?.[table]?.Keys ?? []) as TableKey[];
  }
  return keys.map((key) => found.find((item) => sameKey(item, key)));
}
