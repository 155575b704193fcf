import { GetItemCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnLocalStack } from '../../infra/local/spawn-local.js';
import { stackTable } from '../bench/stack-table.js';
import { paidUser, type BenchUser } from '../bench/bench-users.js';
import { measuredCalls, recordedInvocations } from '../bench/db-calls.js';
import { captureFloor, replayRequest, seedFloor } from '../bench/floor-replay.js';
import { jobForm } from '../support/jobs.js';

/**
 * A write route's floor is its own calls, replayed as the route sent them. The bench
 * records a route only while it samples it (a timed load runs as in AWS, unrecorded), copies
 * what the calls touch, and replays them under keys of each replay's own: every condition
 * holds as it held for the route, no replay changes the items the route found, and the items
 * it writes are the route's, attribute for attribute. On a bench-mode stack of its own.
 */
type Stack = Awaited<ReturnType<typeof spawnLocalStack>>;
let stack: Stack;
let db: DynamoDBClient;
let parent: BenchUser;

beforeAll(async () => {
  stack = await spawnLocalStack('memory', { bench: true });
  db = stackTable(stack.settings);
  parent = await paidUser(stack.url, 'parent', 'parent-1m');
}, 120_000);
afterAll(async () => {
  db?.destroy();
  await stack?.stop();
});

/** Replays 0 to count - 1 of `material`, `at` at a time: the errors of those refused. */
async function replayAll(material: Parameters<typeof replayRequest>[1], count: number, at = 5) {
  await seedFloor(db, material, count);
  const replay = replayRequest(db, material);
  const refused: unknown[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: at }, async () => {
      for (let n = next++; n < count; n = next++) await replay(n).catch((e) => refused.push(e));
    }),
  );
  return refused;
}

const postJob = () =>
  fetch(`${stack.url}/api/jobs`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${parent.idToken}` },
    body: JSON.stringify(jobForm()),
  });

describe('the write routes’ floor', () => {
  it('records a route only while the bench samples it', async () => {
    const { calls, sent } = await measuredCalls(stack.url, 'POST /api/jobs', async () => {
      expect((await postJob()).status).toBe(201);
    });
    expect(calls.requests).toBe(1);
    expect(sent.flat().map((call) => call.operation)).toContain('TransactWriteItems');
    // Every item of its transaction is charged, twice (infra/local/transaction-charge.ts):
    // DynamoDB Local's own figure collapses items that cost the same.
    const transaction = sent.flat().find((call) => call.operation === 'TransactWriteItems')!;
    const actions = (transaction.request.TransactItems as object[]).map((a) => Object.keys(a)[0]);
    const writes = actions.filter((kind) => kind !== 'ConditionCheck').length;
    expect(calls.writeUnitsPerRequest).toBeGreaterThanOrEqual(2 * writes);
    expect(calls.readUnitsPerRequest).toBeGreaterThanOrEqual(2 * (actions.length - writes));
    // The sample is over: a job posted now, as in a timed load, leaves no record (the first
    // post's own consumers, started while it was recorded, may still be finishing).
    expect((await postJob()).status).toBe(201);
    expect(await recordedInvocations(stack.url, 'POST /api/jobs')).toEqual([]);
  });

  it('replays the calls as sent, each replay under keys of its own, every condition holding', async () => {
    const { sent } = await measuredCalls(stack.url, 'POST /api/jobs', async () => {
      expect((await postJob()).status).toBe(201);
    });
    const material = await captureFloor(db, sent);
    const transaction = sent.flat().find((call) => call.operation === 'TransactWriteItems')!;
    const actions = transaction.request.TransactItems as Record<string, Record<string, unknown>>[];
    const check = actions.find((action) => action.ConditionCheck)!.ConditionCheck!;
    const job = actions.find((action) => action.Put)!.Put!.Item as Record<string, unknown>;
    // The parent's package, which the post's transaction checks, is copied with the calls.
    expect(material.items.some((item) => item.sk?.S === (check.Key as { sk: string }).sk)).toBe(
      true,
    );

    // A job total the post added to, as the recorder found it just before the post.
    const total = actions.find((action) => action.Update)!.Update!.Key as {
      pk: string;
      sk: string;
    };
    const foundTotal = transaction.found.find(
      (item) => (item.sk as { S: string }).S === total.sk,
    ) as { count: { N: string } } | undefined;
    const countOf = async (pk: string) =>
      (
        await db.send(
          new GetItemCommand({
            TableName: material.table,
            Key: { pk: { S: pk }, sk: { S: total.sk } },
            ConsistentRead: true,
          }),
        )
      ).Item?.count?.N;

    expect(await replayAll(material, 20)).toEqual([]);

    // Replay 7's job, attribute for attribute the one the route wrote, under its own key.
    const { Item } = await db.send(
      new GetItemCommand({
        TableName: material.table,
        Key: { pk: { S: `${job.pk as string}~floor7` }, sk: { S: job.sk as string } },
      }),
    );
    expect(Object.keys(Item ?? {}).sort()).toEqual(Object.keys(job).sort());
    expect(Item?.position?.S).toBe(job.position);
    // Replay 7 added one to its own copy of the total as the post found it.
    expect(await countOf(`${total.pk}~floor7`)).toBe(String(Number(foundTotal?.count.N ?? 0) + 1));
  });

  it('copies what a write found as it was just before it, so a condition on its value holds', async () => {
    // Checkout patches the cart on the condition that its version is the one it priced: after
    // the checkout the cart has moved on, so only the cart as it was lets the replay through.
    const cart = await fetch(`${stack.url}/api/cart/items`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${parent.idToken}` },
      body: JSON.stringify({ package_id: 'parent-1m' }),
    });
    expect(cart.status).toBeLessThan(300);
    const { name } = (await cart.json()) as { name: string };
    const { sent } = await measuredCalls(stack.url, 'POST /api/checkout', async () => {
      const paid = await fetch(`${stack.url}/api/checkout`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${parent.idToken}` },
        body: JSON.stringify({ cart_name: name }),
      });
      expect(paid.status).toBeLessThan(300);
    });
    const transaction = sent.flat().find((call) => call.operation === 'TransactWriteItems')!;
    const patch = (
      transaction.request.TransactItems as Record<string, Record<string, unknown>>[]
    ).find((action) => action.Update)!.Update!;
    const priced = (patch.ExpressionAttributeValues as Record<string, unknown>)[
      Object.keys(patch.ExpressionAttributeValues as object).find(
        (key) => /version/i.test(key) && !/_u\d/.test(key),
      )!
    ];
    expect(transaction.found).toContainEqual(
      expect.objectContaining({ version: { N: String(priced) } }),
    );
    expect(await replayAll(await captureFloor(db, sent), 10)).toEqual([]);
  });
});
