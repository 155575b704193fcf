import type { IncomingMessage, ServerResponse } from 'node:http';
import { localDynamoClient } from './dynamo.js';
import * as z from 'zod';
import { BatchGetItemCommand } from '@aws-sdk/client-dynamodb';
import { marshall } from '@aws-sdk/util-dynamodb';
import {
  setBenchReader,
  setRecording,
  takeInvocations,
  type FoundKey,
} from '../../lambdas/ports/db-calls.js';
import type { LocalEvents } from './events.js';
import { sendJson } from './http-util.js';
import { meterTransaction } from './transaction-charge.js';
import type { LocalQueues } from './queues.js';
import type { LocalSchedules } from './schedules.js';
import type { LocalStreams } from './streams.js';

const callsQuery = z.strictObject({ unit: z.string().min(1).optional() });
const holdQuery = z.strictObject({ hold: z.enum(['0', '1']) });
const recordingQuery = z.strictObject({ on: z.enum(['0', '1']) });

/**
 * The bench's handles on the local stack (bench mode only, LOCAL_BENCH=1; never in AWS, and
 * like /local/mail only on the address the stack listens on, loopback unless asked):
 * - GET /local/bench/calls[?unit=POST /api/jobs]: the invocations recorded since the last
 *   read (lambdas/ports/db-calls.ts), with their DynamoDB calls; reading forgets them.
 * - POST /local/bench/recording?on=1|0: starts or stops those records (off at start: a timed
 *   load runs without them, as the functions run in AWS).
 * - POST /local/bench/events?hold=1|0: holds every consumer that plays in this process during a
 *   load window (in AWS each is a function of its own, off the request's machine): the event
 *   bus's deliveries (events.ts), the table stream's poller (streams.ts), the queues
 *   (queues.ts) and the schedules (schedules.ts). hold=0 delivers what was held and answers
 *   once it is handled, with how much that was and how long it took: the consumers' work
 *   measured apart from the routes', and the stack quiet again for what the bench measures next.
 */
export interface Background {
  events: Pick<LocalEvents, 'hold' | 'idle'>;
  streams: Pick<LocalStreams, 'hold' | 'idle' | 'stats'>;
  queues: Pick<LocalQueues, 'hold' | 'idle'>;
  schedules: Pick<LocalSchedules, 'hold'>;
}

/** What a release delivered: the events, stream records and queue messages held, and its time. */
async function release(background: Background) {
  const started = performance.now();
  const { events, streams, queues, schedules } = background;
  const before = streams.stats().matched;
  const queueMessages = queues.hold(false);
  const scheduledRunsSkipped = schedules.hold(false);
  streams.hold(false);
  const held = events.hold(false);
  // Events may write what the stream and the queues deliver: each waited on after them.
  await events.idle();
  await streams.idle();
  await queues.idle();
  return {
    held,
    streamRecords: streams.stats().matched - before,
    queueMessages,
    scheduledRunsSkipped,
    deliveredInMs: Math.round(performance.now() - started),
  };
}

/**
 * The recorder's read of the items a write is about to find (db-calls.ts `found`) and of a
 * transaction's items before and after it (transaction-charge.ts): one strongly consistent
 * batch read from the stack's DynamoDB Local, outside the functions' own clients.
 */
export function readItemsNow(endpoint: string) {
  const client = localDynamoClient(endpoint);
  return async (keys: FoundKey[]) => {
    const byTable = new Map<string, Record<string, unknown>[]>();
    for (const { TableName, Key } of keys)
      byTable.set(TableName, [...(byTable.get(TableName) ?? []), Key]);
    const { Responses = {} } = await client.send(
      new BatchGetItemCommand({
        RequestItems: Object.fromEntries(
          [...byTable].map(([table, tableKeys]) => [
            table,
            { Keys: tableKeys.map((key) => marshall(key)), ConsistentRead: true },
          ]),
        ),
      }),
    );
    return Object.values(Responses).flat();
  };
}

export function benchControl(background: Background, dynamoEndpoint: string) {
  const readBefore = readItemsNow(dynamoEndpoint);
  setBenchReader({ readBefore, meterTransaction: meterTransaction(readBefore) });
  return async (req: IncomingMessage, res: ServerResponse, url: URL) => {
    const query = Object.fromEntries(url.searchParams);
    if (url.pathname === '/local/bench/calls' && req.method === 'GET') {
      const parsed = callsQuery.safeParse(query);
      if (!parsed.success) return sendJson(res, 400, { message: parsed.error.message });
      return sendJson(res, 200, { invocations: takeInvocations(parsed.data.unit) });
    }
    if (url.pathname === '/local/bench/recording' && req.method === 'POST') {
      const parsed = recordingQuery.safeParse(query);
      if (!parsed.success) return sendJson(res, 400, { message: parsed.error.message });
      setRecording(parsed.data.on === '1');
      return sendJson(res, 200, { recording: parsed.data.on === '1' });
    }
    if (url.pathname === '/local/bench/events' && req.method === 'POST') {
      const parsed = holdQuery.safeParse(query);
      if (!parsed.success) return sendJson(res, 400, { message: parsed.error.message });
      if (parsed.data.hold === '0') return sendJson(res, 200, await release(background));
      const { events, streams, queues, schedules } = background;
      [events, streams, queues, schedules].forEach((part) => part.hold(true));
      return sendJson(res, 200, { held: 0 });
    }
    sendJson(res, 404, { message: 'No such bench handle' });
  };
}
export type BenchControl = ReturnType<typeof benchControl>;
