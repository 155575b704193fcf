import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnLocalStack } from '../../infra/local/spawn-local.js';
import { db, resetDb } from '../../lambdas/core/db/service.js';
import type { JobRecord } from '../../lambdas/core/jobs/jobs.js';
import type { UserRecord } from '../../lambdas/core/users/users.js';
import { mailQueue } from '../../lambdas/events/queues.js';
import { resetClients } from '../../lambdas/ports/aws-clients.js';
import { resetEnvCache } from '../../lambdas/ports/env.js';
import { publishEvent } from '../../lambdas/ports/events.js';
import { loadCaregivers } from '../bench/load-caregivers.js';
import { startFaultProxy, type FaultProxy } from '../support/fault-proxy.js';
import { queueIdle, queueStats } from '../support/queues.js';
import { busiestSecond, sesSends } from '../support/ses-sends.js';

/**
 * Issue 27: a job that fits many caregivers reaches them at the stated SES pace. A stack of its
 * own, so its SES stand-in counts this fan-out's sends alone, whose handlers reach DynamoDB
 * through a proxy that slows every call: telling one caregiver (about ten calls one after
 * another) then takes several of the consumer's slots of the rate, as on a loaded machine or
 * an account with a higher rate.
 */
const CAREGIVERS = 100;
/** Added to each DynamoDB call of the stack's handlers. */
const SLOW_CALL_MS = 40;
const DOMAIN = 'pace.fanout.example';
const PLACE = { currently_in: 'Botswana', region: 'Region Pacefanout', town: 'Gaborone' };
const POSITION = 'Nanny';
const NOW = Date.now();

const caregiver = (i: number): UserRecord =>
  ({
    uid: `pace-${i}`,
    email: `pace-${i}@${DOMAIN}`,
    user_type: 'childcarer',
    date_created: NOW,
    date_updated: NOW - i * 1000,
    live: true,
    isCompelete: true,
    fullname: `Pace ${i}`,
    positions: [POSITION],
    languages: ['English'],
    ...PLACE,
    send_emails: true,
  }) as UserRecord;

let stack: Awaited<ReturnType<typeof spawnLocalStack>>;
let standIns: Record<string, string> = {};
let slowDynamo: FaultProxy;

beforeAll(async () => {
  slowDynamo = await startFaultProxy();
  stack = await spawnLocalStack('memory', {
    endpointOverrides: { dynamodb: slowDynamo.url },
    onStandIns: (real) => {
      standIns = real;
      slowDynamo.setTarget(real.dynamodb!);
    },
  });
  // This worker writes the caregivers and publishes the job on that stack, past the proxy.
  Object.assign(process.env, stack.settings, { LOCAL_AWS_ENDPOINTS: JSON.stringify(standIns) });
  resetEnvCache();
  resetClients();
  resetDb();
}, 120_000);
afterAll(async () => {
  await stack?.stop();
  await slowDynamo?.close();
});

describe('a job that fits many caregivers (issue 27)', () => {
  it('tells each once, never faster than the rate, with nothing refused', async () => {
    await loadCaregivers(0, CAREGIVERS, caregiver, { now: NOW, profiles: true });
    const postId = `pace-job-${NOW}`;
    await db()
      .entities.job.put({
        post_id: postId,
        user_id: 'pace-parent',
        email: 'pace-parent@example.test',
        contact: 'Pace',
        position: POSITION,
        start_date: NOW,
        salary: 'BWP 2000',
        hours: '40',
        duration: 'Permanent',
        ...PLACE,
        posted: NOW,
        paid: true,
        live: true,
      } as JobRecord)
      .go();
    slowDynamo.delay(SLOW_CALL_MS);

    await publishEvent('job.published', { post_id: postId });
    await expect
      .poll(async () => (await queueStats(mailQueue.name, stack.url)).received, {
        timeout: 30_000,
      })
      .toBeGreaterThanOrEqual(CAREGIVERS);
    await queueIdle(mailQueue.name, stack.url);

    const { maxSendRate, throttled, sends } = await sesSends(standIns.ses!);
    const ours = sends.filter((send) => send.to.some((to) => to.endsWith(DOMAIN)));
    // Each caregiver exactly one e-mail.
    const recipients = ours.flatMap((send) => send.to).sort();
    expect(recipients).toEqual(
      Array.from({ length: CAREGIVERS }, (_, i) => caregiver(i).email).sort(),
    );
    // Never above the account's rate in any second: SES refused nothing.
    const times = ours.map((send) => send.at).sort((a, b) => a - b);
    expect(throttled).toBe(0);
    expect(busiestSecond(times)).toBeLessThanOrEqual(maxSendRate);
    // How long it took is the bench's to judge (test/bench/fanout.ts), not a timed assertion:
    // this suite must stay green on a busy machine.
  }, 120_000);
});
