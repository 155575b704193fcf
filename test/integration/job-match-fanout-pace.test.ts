import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnLocalStack } from '../../infra/local/spawn-local.js';
import { db } from '../../lambdas/core/db/service.js';
import { mailQueue } from '../../lambdas/events/queues.js';
import { publishEvent } from '../../lambdas/ports/events.js';
import {
  loadCaregivers,
  matchedCaregiver,
  matchingJob,
  type MatchedBy,
} from '../bench/load-caregivers.js';
import { startFaultProxy, type FaultProxy } from '../support/fault-proxy.js';
import { queueIdle, queueStats } from '../support/queues.js';
import { busiestSecond, sesSends } from '../support/ses-sends.js';
import { reachStandIns } from '../support/reach-stand-ins.js';

/**
 * A job that fits many caregivers reaches them at the stated SES pace. A stack of its
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

const matchedBy: MatchedBy = {
  name: 'Pace',
  domain: DOMAIN,
  place: PLACE,
  position: POSITION,
  now: NOW,
};
const caregiver = matchedCaregiver(matchedBy);

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
  reachStandIns({ ...stack.settings, LOCAL_AWS_ENDPOINTS: JSON.stringify(standIns) });
}, 120_000);
afterAll(async () => {
  await stack?.stop();
  await slowDynamo?.close();
});

describe('a job that fits many caregivers', () => {
  it('tells each once, never faster than the rate, with nothing refused', async () => {
    await loadCaregivers(0, CAREGIVERS, caregiver, { now: NOW, profiles: true });
    const postId = `pace-job-${NOW}`;
    await db()
      .entities.job.put(matchingJob(matchedBy, postId, 'BWP 2000'))
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
