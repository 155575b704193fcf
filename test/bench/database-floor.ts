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
import { ensureTable, startDynamo } from '../../infra/local/dynamo.js';
import { startPaymentsSandbox, type LocalPayments } from '../../infra/local/payments-sandbox.js';
import { replayPlan, seedForPlans } from './floor-replay.js';
import { round } from './measure.js';
import { writePlans, writeRouteRatios } from './route-figures.js';

/**
 * What DynamoDB Local itself answers in, with no handler around it: the floor under the API's
 * figures. It runs as `npm start` runs it (on disk, one shared database) on the same machine,
 * with raw SDK calls shaped like the routes' own: a PutItem, the 3-item transaction of an
 * application, the 7-item transaction of a job post (package check, job, cards, totals) and the
 * 15-item Query of a search page, each at 1 and 10 connections.
 *
 * Issue 27: and each write route's own calls as apiUnderLoad recorded them in the same run
 * (floor-replay.ts), at 10 connections, with the route's p50 over that floor beside it.
 */
const TABLE = 'bench-floor';
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
 * shape), to the payment sandbox the local stack runs: the stand-in's own floor for that call.
 */
const providerCheckout = (provider: LocalPayments) => () =>
  fetch(`${provider.endpoint}/v3/payments`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${provider.secretKey}`,
      accept: 'application/json',
      'content-type': 'application/json',
    },
    body: JSON.stringify({
      tx_ref: randomUUID().replace(/-/g, ''),
      amount: 150,
      currency: 'ZMW',
      redirect_url: 'http://localhost:3000/order/uid/cart/oid',
      customer: { email: 'bench-parent@example.test', name: 'Bench Parent' },
      customizations: { title: 'Parent 1 month' },
      payment_options: 'mobilemoneyzambia,card',
    }),
  }).then((answer) => answer.text());

/**
 * The write routes' own calls replayed at 10 connections, judged against the routes' p50.
 * Checkout calls the payment provider between its two steps: its floor replays that call too,
 * to the sandbox (the local stand-in), and the provider's own p50 at 10 connections is shown.
 */
async function writeRouteFloors(client: DynamoDBClient, api: unknown) {
  const plans = writePlans(api);
  await seedForPlans(client, TABLE, Object.values(plans));
  const provider = await startPaymentsSandbox();
  try {
    const floors: Record<string, number> = {};
    for (const [name, plan] of Object.entries(plans)) {
      const after: Record<number, () => Promise<unknown>> =
        name === 'checkout' ? { 0: providerCheckout(provider) } : {};
      floors[name] = (await load(replayPlan(client, TABLE, plan, after), 10)).p50Ms;
    }
    const providerAlone = await load(providerCheckout(provider), 10);
    return {
      ...writeRouteRatios(api, floors),
      checkoutProviderCall: {
        note: "checkout's floor includes this call between its two DynamoDB steps, as the route makes it",
        p50MsAt10: providerAlone.p50Ms,
      },
    };
  } finally {
    await provider.stop();
  }
}

/** `api`: apiUnderLoad's figures of this run (or the last), whose write routes are replayed. */
export async function databaseFloor(api?: unknown) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-floor-'));
  const dynamo = await startDynamo(dir);
  const client = new DynamoDBClient({
    endpoint: dynamo.endpoint,
    region: 'local',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  try {
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
      out.writeRoutes = await writeRouteFloors(client, api);
    } catch (error) {
      out.writeRoutes = { error: String(error), met: false };
    }
    return out;
  } finally {
    client.destroy();
    await dynamo.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
