import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import {
  PutItemCommand,
  QueryCommand,
  TransactWriteItemsCommand,
  type AttributeValue,
  type DynamoDBClient,
} from '@aws-sdk/client-dynamodb';
import { ensureTable, localDynamoClient, startDynamo } from '../../infra/local/dynamo.js';
import { startPaymentsSandbox, type LocalPayments } from '../../infra/local/payments-sandbox.js';
import { jsonRequest } from '../../lambdas/ports/json-request.js';
import { replayRequest, retabled, seedFloor, type FloorMaterial } from './floor-replay.js';
import { inTurn, round } from './measure.js';
import { cpuMeterOf, perRequest, type CpuMeter } from './process-cpu.js';

/**
 * The stack's own table name (infra/local/stack.ts), which the routes' replays write to as well:
 * one DynamoDB Local with one stream-enabled table, as the stack has (see ownDynamo).
 */
export const TABLE = 'marketplace';
export const SECONDS = () => Number(process.env.BENCH_FLOOR_SECONDS ?? 8);
/** Replays counted at 10 connections, after WARM_REPLAYS to warm Java for their calls. */
const REPLAYS = () => Number(process.env.BENCH_FLOOR_REPLAYS ?? 600);
/** Enough for DynamoDB Local's JIT to settle on a transaction's calls (1,600 measured). */
const WARM_REPLAYS = 2000;

const payload = { S: 'x'.repeat(600) };
let serial = 0;
const fresh = (): Record<string, AttributeValue> => ({
  pk: { S: `item#${serial++}` },
  sk: { S: 'a' },
  payload,
});

/**
 * Raw SDK calls shaped like the routes' own: a PutItem, the 3-item transaction of an
 * application, the 7-item transaction of a job post (package check, job, cards, totals) and the
 * 15-item Query of a search page (over the items `seedPage` puts).
 */
export function floorOperations(client: DynamoDBClient) {
  const transaction = (size: number) => () =>
    client.send(
      new TransactWriteItemsCommand({
        TransactItems: Array.from({ length: size }, () => ({
          Put: { TableName: TABLE, Item: fresh() },
        })),
      }),
    );
  return {
    putItem: () => client.send(new PutItemCommand({ TableName: TABLE, Item: fresh() })),
    transaction3Items: transaction(3),
    transaction7Items: transaction(7),
    query15Items: () =>
      client.send(
        new QueryCommand({
          TableName: TABLE,
          KeyConditionExpression: 'pk = :pk',
          ExpressionAttributeValues: { ':pk': { S: 'page' } },
          Limit: 15,
        }),
      ),
  };
}

/** The items the 15-item Query reads. */
export async function seedPage(client: DynamoDBClient) {
  for (let i = 0; i < 40; i++)
    await client.send(
      new PutItemCommand({
        TableName: TABLE,
        Item: { pk: { S: 'page' }, sk: { S: `${i}` }, payload },
      }),
    );
}

/** `connections` callers, each sending its next call when the last one answered. */
export async function load(call: () => Promise<unknown>, connections: number) {
  const latencies: number[] = [];
  const until = performance.now() + SECONDS() * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < until) {
        const started = performance.now();
        await call();
        latencies.push(performance.now() - started);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const at = (share: number) => round(latencies[Math.floor(latencies.length * share)]!, 1);
  return {
    connections,
    requestsPerSecond: round(latencies.length / SECONDS(), 1),
    p50Ms: at(0.5),
    p99Ms: at(0.99),
  };
}

/**
 * A DynamoDB Local of the floor's own, run as `npm start` runs it (on disk, one shared
 * database), with a meter of its CPU and of this process's (which sends the replays). With one
 * stream-enabled table only: on one instance, a write to a table with a stream costs more the
 * more records another stream-enabled table holds (20 ms a put after 21,000 records, 45 ms after
 * 49,000), which AWS does not do and the stack, with one table, does not meet.
 */
export async function ownDynamo() {
  const dir = mkdtempSync(join(tmpdir(), 'bench-floor-'));
  const dynamo = await startDynamo(dir);
  const client = localDynamoClient(dynamo.endpoint);
  await ensureTable(client, TABLE);
  return {
    client,
    cpuMeter: cpuMeterOf({ dynamoDbLocal: dynamo.pid, bench: process.pid }),
    stop: async () => {
      client.destroy();
      await dynamo.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Checkout's provider call as lambdas/ports/payments.ts makes it (POST /v3/payments, its body's
 * shape, the same client), to a payment sandbox of the floor's own: the stand-in's own floor
 * for that call.
 */
const providerCheckout = (provider: LocalPayments) => () =>
  jsonRequest(`${provider.endpoint}/v3/payments`, {
    method: 'POST',
    headers: { authorization: `Bearer ${provider.secretKey}`, accept: 'application/json' },
    body: {
      tx_ref: randomUUID().replace(/-/g, ''),
      amount: 150,
      currency: 'ZMW',
      redirect_url: 'http://localhost:3000/order/uid/cart/oid',
      customer: { email: 'bench-parent@example.test', name: 'Bench Parent' },
      customizations: { title: 'Parent 1 month' },
      payment_options: 'mobilemoneyzambia,card',
    },
    timeoutMs: 10_000,
  }).then((answer) => JSON.parse(answer.text) as unknown);

/** Replays `count` times at `connections` at a time: their p50, CPU and those refused. */
async function replays(
  replay: (n: number) => Promise<unknown>,
  connections: number,
  count: number,
  cpuMeter?: CpuMeter,
) {
  const latencies: number[] = [];
  const refused = new Map<string, number>();
  const numbers = Array.from({ length: count }, (_, i) => i);
  const spentCpu = cpuMeter?.();
  await inTurn(numbers, connections, async (n) => {
    const started = performance.now();
    try {
      await replay(n);
      latencies.push(performance.now() - started);
    } catch (error) {
      const name = (error as Error).name;
      refused.set(name, (refused.get(name) ?? 0) + 1);
    }
  });
  const cpu = spentCpu && perRequest([spentCpu()], count);
  latencies.sort((a, b) => a - b);
  return {
    p50Ms: latencies.length ? round(latencies[Math.floor(latencies.length / 2)]!, 1) : 0,
    ...(cpu ? { cpuMsPerRequest: cpu } : {}),
    ...(refused.size ? { refused: Object.fromEntries(refused) } : {}),
  };
}

export type WriteFloor = Awaited<ReturnType<typeof replays>>;

/** One route's floor: warmed on its calls, then its calls replayed at 10 connections. */
async function floorOf(
  client: DynamoDBClient,
  cpuMeter: CpuMeter,
  material: FloorMaterial,
  after: Record<number, () => Promise<unknown>>,
) {
  // Warmed on the same calls first, on a copy of the table without a stream (a second
  // stream-enabled table would slow every write: ownDynamo).
  const warm = retabled(material, `${material.table}-warm`);
  await ensureTable(client, warm.table, false);
  await seedFloor(client, warm, WARM_REPLAYS);
  await replays(replayRequest(client, warm, after), 10, WARM_REPLAYS);
  await ensureTable(client, material.table);
  await seedFloor(client, material, REPLAYS());
  return replays(replayRequest(client, material, after), 10, REPLAYS(), cpuMeter);
}

/**
 * The write routes' floors, each measured right after its route's timed run (apiUnderLoad
 * calls `measure` then), so that route and floor meet the machine at the same pace: measured
 * minutes apart, the two drifted by ±10 % and more with the machine's load. On a DynamoDB Local
 * of the floor's own, started with the write routes and warmed as databaseFloor's is; the
 * stack and its DynamoDB Local are idle meanwhile (its consumers are held). Checkout calls the
 * payment provider between its two steps: its floor replays that call too.
 */
export async function startWriteFloors() {
  const dynamo = await ownDynamo();
  const provider = await startPaymentsSandbox();
  try {
    // Java's JIT: the first seconds are slower than any later run (as databaseFloor warms).
    await load(floorOperations(dynamo.client).transaction7Items, 10);
  } catch (error) {
    await Promise.all([dynamo.stop(), provider.stop()]);
    throw error;
  }
  return {
    measure: (name: string, material: FloorMaterial): Promise<WriteFloor> =>
      floorOf(
        dynamo.client,
        dynamo.cpuMeter,
        material,
        name === 'checkout' ? { 0: providerCheckout(provider) } : {},
      ),
    /** The provider's own p50 at 10 connections, checkout's call alone. */
    providerAlone: () => load(providerCheckout(provider), 10),
    stop: async () => {
      await Promise.all([dynamo.stop(), provider.stop()]);
    },
  };
}
