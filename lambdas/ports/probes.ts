import { DescribeUserPoolCommand } from '@aws-sdk/client-cognito-identity-provider';
import { GetItemCommand } from '@aws-sdk/client-dynamodb';
import { DescribeEventBusCommand } from '@aws-sdk/client-eventbridge';
import { HeadBucketCommand } from '@aws-sdk/client-s3';
import { GetAccountCommand } from '@aws-sdk/client-sesv2';
import { cognitoClient } from './clients/cognito.js';
import { dynamoClient } from './clients/dynamo.js';
import { eventsClient } from './clients/events.js';
import { s3Client } from './clients/s3.js';
import { sesClient } from './clients/ses.js';
import { env } from './env.js';

export type ProbeState = { ok: true; ms: number } | { ok: false; ms: number; error: string };

/** One cheap read-only call per backing service, for GET /api/health. */
const probes = {
  database: () =>
    dynamoClient().send(
      new GetItemCommand({
        TableName: env('data').TABLE_NAME,
        Key: { pk: { S: 'HEALTH' }, sk: { S: 'HEALTH' } },
      }),
    ),
  identity: () =>
    cognitoClient().send(new DescribeUserPoolCommand({ UserPoolId: env('identity').USER_POOL_ID })),
  uploads: () => s3Client().send(new HeadBucketCommand({ Bucket: env('storage').UPLOADS_BUCKET })),
  mail: () => sesClient().send(new GetAccountCommand({})),
  events: () =>
    eventsClient().send(new DescribeEventBusCommand({ Name: env('events').EVENT_BUS_NAME })),
};
export type ProbeName = keyof typeof probes;

const TIMEOUT_MS = 3000;

async function run(probe: () => Promise<unknown>): Promise<ProbeState> {
  const started = Date.now();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${TIMEOUT_MS} ms`)), TIMEOUT_MS);
  });
  try {
    await Promise.race([probe(), timeout]);
    return { ok: true, ms: Date.now() - started };
  } catch (error) {
    return { ok: false, ms: Date.now() - started, error: (error as Error).name || String(error) };
  } finally {
    clearTimeout(timer);
  }
}

async function probeEach(): Promise<Record<ProbeName, ProbeState>> {
  const names = Object.keys(probes) as ProbeName[];
  const states = await Promise.all(names.map((name) => run(probes[name])));
  return Object.fromEntries(names.map((name, i) => [name, states[i]])) as Record<
    ProbeName,
    ProbeState
  >;
}

/** How long one round of probes answers for: load balancers polling health cost nothing more. */
export const PROBE_FRESH_MS = 5000;
let latest: { at: number; states: Promise<Record<ProbeName, ProbeState>> } | undefined;

/**
 * The state of every backing service, probed at most once per PROBE_FRESH_MS per function instance:
 * callers within that time (and callers while a round runs) share its answer, so a failure shows
 * within a few seconds and health polling adds no load (docs/decisions/data-and-dynamodb.md, "Write
 * routes under load").
 */
export function probeAll(now = Date.now()): Promise<Record<ProbeName, ProbeState>> {
  if (!latest || now - latest.at >= PROBE_FRESH_MS || now < latest.at)
    latest = { at: now, states: probeEach() };
  return latest.states;
}
