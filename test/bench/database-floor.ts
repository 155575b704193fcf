import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  DynamoDBClient,
  PutItemCommand,
  QueryCommand,
  TransactWriteItemsCommand,
  type AttributeValue,
} from '@aws-sdk/client-dynamodb';
import { randomUUID } from 'node:crypto';
import { ensureTable, startDynamo, localDynamoClient } from '../../infra/local/dynamo.js';
import { jsonRequest } from '../../lambdas/ports/json-request.js';
import { startPaymentsSandbox, type LocalPayments } from '../../infra/local/payments-sandbox.js';
import { floorMaterialOf } from './api-load.js';
import { replayRequest, retabled, seedFloor } from './floor-replay.js';
import { inTurn, round } from './measure.js';
import { cpuMeterOf, perRequest, type CpuMeter } from './process-cpu.js';
import { writeRouteRatios } from './route-figures.js';

/**
 * What DynamoDB Local itself answers in, with no handler around it: the floor under the API's
 * figures. It runs as `npm start` runs it (on disk, one shared database) on the same machine,
 * with raw SDK calls shaped like the routes' own: a PutItem, the 3-item transaction of an
 * application, the 7-item transaction of a job post (package check, job, cards, totals) and the
 * 15-item Query of a search page, each at 1 and 10 connections.
 *
 * Issue 27: and each write route's own calls, as one request of apiUnderLoad's sample in the
 * same run sent them (floor-replay.ts), replayed at 10 connections on a DynamoDB Local of their
 * own, with the route's p50 over that floor beside it.
 */
/**
 * The stack's own table name (infra/local/stack.ts), which the routes' replays write to as well:
 * one DynamoDB Local with one stream-enabled table, as the stack has (see withDynamo).
 */
const TABLE = 'marketplace';
const SECONDS = () => Number(process.env.BENCH_FLOOR_SECONDS ?? 8);
const payload = { S: 'x'.repeat(600) };

type Item = Record<string, AttributeValue>;
let serial = 0;
const fresh = (): Item => ({ pk: { S: `item#${serial++}` }, sk: { S: 'a' }, payload });

function operations(client: DynamoDBClient) {
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

/** `connections` callers, each sending its next call when the last one answered. */
async function load(call: () => Promise<unknown>, connections: number) {
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
 * Checkout's provider call as lambdas/ports/payments.ts makes it (POST /v3/payments, its body's
 * shape, the same client), to the payment sandbox the local stack runs: the stand-in's own
 * floor for that call.
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

/** Replays counted at 10 connections, after WARM_REPLAYS to warm Java for their calls. */
const REPLAYS = () => Number(process.env.BENCH_FLOOR_REPLAYS ?? 600);
/** Enough for DynamoDB Local's JIT to settle on a transaction's calls (1,600 measured). */
const WARM_REPLAYS = 2000;

/** Replays `from` to `from + count` at `connections` at a time: their p50 and those refused. */
async function replays(
  replay: (n: number) => Promise<unknown>,
  connections: number,
  from: number,
  count: number,
  cpuMeter?: CpuMeter,
) {
  const latencies: number[] = [];
  const spentCpu = cpuMeter?.();
  const refused = new Map<string, number>();
  const numbers = Array.from({ length: count }, (_, i) => from + i);
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

/**
 * The write routes' own calls (one sampled request each, as sent) replayed at 10 connections,
 * judged against the routes' p50. Checkout calls the payment provider between its two steps:
 * its floor replays that call too, to the sandbox (the local stand-in), and the provider's own
 * p50 at 10 connections is shown.
 */
async function writeRouteFloors(client: DynamoDBClient, api: unknown, cpuMeter: CpuMeter) {
  const materials = floorMaterialOf(api);
  if (!materials)
    throw new Error('the write routes replay the calls apiUnderLoad recorded: run them together');
  const provider = await startPaymentsSandbox();
  try {
    const floors: Record<string, number> = {};
    const floorCpu: Record<string, unknown> = {};
    const refused: Record<string, unknown> = {};
    for (const [name, material] of Object.entries(materials)) {
      const after: Record<number, () => Promise<unknown>> =
        name === 'checkout' ? { 0: providerCheckout(provider) } : {};
      // Warmed on the same calls first, on a copy of the table without a stream (a second
      // stream-enabled table would slow every write: withDynamo).
      const warm = retabled(material, `${material.table}-warm`);
      await ensureTable(client, warm.table, false);
      await seedFloor(client, warm, WARM_REPLAYS);
      await replays(replayRequest(client, warm, after), 10, 0, WARM_REPLAYS);
      await ensureTable(client, material.table);
      await seedFloor(client, material, REPLAYS());
      const floor = await replays(
        replayRequest(client, material, after),
        10,
        0,
        REPLAYS(),
        cpuMeter,
      );
      floors[name] = floor.p50Ms;
      floorCpu[name] = floor.cpuMsPerRequest;
      if (floor.refused) refused[name] = floor.refused;
    }
    const providerAlone = await load(providerCheckout(provider), 10);
    return {
      ...writeRouteRatios(api, floors),
      // DynamoDB Local's and this process's CPU per replay (the route's: apiUnderLoad's runs).
      floorCpuMsPerRequest: floorCpu,
      ...(Object.keys(refused).length ? { replaysRefused: { ...refused, met: false } } : {}),
      checkoutProviderCall: {
        note: "checkout's floor includes this call between its two DynamoDB steps, as the route makes it",
        p50MsAt10: providerAlone.p50Ms,
      },
    };
  } finally {
    await provider.stop();
  }
}

/**
 * `use` on a DynamoDB Local of its own, run as `npm start` runs it (on disk, one shared
 * database), warmed by all the figures before the routes' floors as the stack's is by its run.
 * With one stream-enabled table only: on one instance, a write to a table with a stream costs
 * more the more records another stream-enabled table holds (20 ms a put after 21,000 records,
 * 45 ms after 49,000), which AWS does not do and the stack, with one table, does not meet.
 */
async function withDynamo<T>(
  use: (client: DynamoDBClient, cpuMeter: CpuMeter) => Promise<T>,
): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-floor-'));
  const dynamo = await startDynamo(dir);
  const client = localDynamoClient(dynamo.endpoint);
  const cpuMeter = cpuMeterOf({ dynamoDbLocal: dynamo.pid, bench: process.pid });
  try {
    return await use(client, cpuMeter);
  } finally {
    client.destroy();
    await dynamo.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** `api`: apiUnderLoad's figures of this run, whose write routes' calls are replayed. */
export async function databaseFloor(api?: unknown) {
  return withDynamo(async (client, cpuMeter) => {
    await ensureTable(client, TABLE);
    for (let i = 0; i < 40; i++)
      await client.send(
        new PutItemCommand({
          TableName: TABLE,
          Item: { pk: { S: 'page' }, sk: { S: `${i}` }, payload },
        }),
      );
    const calls = operations(client);
    // Java's JIT: the first seconds are slower than any later run.
    await load(calls.transaction7Items, 10);
    const out: Record<string, unknown> = { seconds: SECONDS() };
    for (const [name, call] of Object.entries(calls))
      out[name] = { at1: await load(call, 1), at10: await load(call, 10) };
    try {
      out.writeRoutes = await writeRouteFloors(client, api, cpuMeter);
    } catch (error) {
      out.writeRoutes = { error: String(error), met: false };
    }
    return out;
  });
}
