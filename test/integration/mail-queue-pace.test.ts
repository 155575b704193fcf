import { randomUUID } from 'node:crypto';
import type { SQSEvent } from 'aws-lambda';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { db } from '../../lambdas/core/db/service.js';
import { mailQueue } from '../../lambdas/events/queues.js';
import { handler } from '../../lambdas/events/mail-queue.js';
import { resetClients } from '../../lambdas/ports/aws-clients.js';
import { resetEnvCache } from '../../lambdas/ports/env.js';
import { resetDb } from '../../lambdas/core/db/service.js';
import { api } from '../support/api.js';
import { registerVerified } from '../support/accounts.js';
import { startFaultProxy } from '../support/fault-proxy.js';
import { jobForm } from '../support/jobs.js';
import { mailTo } from '../support/mail.js';
import { liveCaregiver } from '../support/profiles.js';
import { sesSends } from '../support/ses-sends.js';

const POSITION = 'Nanny (Special needs)';
const where = (region: string) => ({ currently_in: 'Botswana', region, town: 'Gaborone' });

/** One SQS batch of job-match messages, as the event source mapping hands it over. */
const batchOf = (postId: string, uids: string[]): SQSEvent => ({
  Records: uids.map((uid) => ({
    messageId: randomUUID(),
    receiptHandle: 'local',
    body: JSON.stringify({ kind: 'job-match', post_id: postId, uid }),
    attributes: {
      ApproximateReceiveCount: '1',
      SentTimestamp: String(Date.now()),
      SenderId: 'test',
      ApproximateFirstReceiveTimestamp: String(Date.now()),
    },
    messageAttributes: {},
    md5OfBody: '',
    eventSource: 'aws:sqs',
    eventSourceARN: `arn:aws:sqs:af-south-1:000000000000:${mailQueue.name}`,
    awsRegion: 'af-south-1',
  })),
});

const settings = inject('settings');
/** The consumer in this process reaches DynamoDB through a proxy that slows every call. */
const slowDynamo = await startFaultProxy();
afterAll(async () => {
  Object.assign(process.env, { LOCAL_AWS_ENDPOINTS: settings.LOCAL_AWS_ENDPOINTS });
  resetEnvCache();
  resetClients();
  resetDb();
  await slowDynamo.close();
});

describe('the mail queue consumer (a job for 5,000 caregivers)', () => {
  it('keeps to the SES pace even when telling one caregiver takes longer than a slot', async () => {
    const region = `Region ${randomUUID().slice(0, 8).replace(/\d/g, 'x')}`;
    const people = await Promise.all(
      Array.from({ length: mailQueue.batchSize + 1 }, (_, i) =>
        liveCaregiver(`Paced Person ${i}`, {
          basics: where(region),
          roles: { positions: [POSITION] },
        }),
      ),
    );
    const parent = await registerVerified('parent');
    const created = await api('POST', '/api/jobs', {
      token: parent.idToken,
      body: jobForm({ position: POSITION, ...where(region) }),
    });
    const postId = String(created.body.post_id);
    await db().entities.job.patch({ post_id: postId }).set({ paid: true, live: true }).go();

    // Every DynamoDB call of the consumer now takes 100 ms more: telling one person (about ten
    // calls) takes longer than the consumer's slot of the SES rate (1 / (14 x 0.35) s).
    const endpoints = JSON.parse(settings.LOCAL_AWS_ENDPOINTS!) as Record<string, string>;
    slowDynamo.setTarget(endpoints.dynamodb!);
    slowDynamo.delay(100);
    Object.assign(process.env, {
      LOCAL_AWS_ENDPOINTS: JSON.stringify({ ...endpoints, dynamodb: slowDynamo.url }),
    });
    resetEnvCache();
    resetClients();
    resetDb();

    const [first, ...rest] = people;
    let started = performance.now();
    expect(await handler(batchOf(postId, [first!.uid]), {} as never)).toEqual({
      batchItemFailures: [],
    });
    const oneMs = performance.now() - started;
    const slotMs = 1000 / (14 * (mailQueue.rateShare / mailQueue.maxConcurrency));
    expect(oneMs).toBeGreaterThan(slotMs);

    started = performance.now();
    const batchStartedAt = Date.now();
    const answer = await handler(
      batchOf(
        postId,
        rest.map((person) => person.uid),
      ),
      {} as never,
    );
    const batchMs = performance.now() - started;
    expect(answer).toEqual({ batchItemFailures: [] });
    // One after another, ten people take ten times as long as one; paced, the slots follow
    // each other while the people before are still being told.
    expect(batchMs).toBeLessThan(5 * oneMs);
    for (const person of people)
      expect(
        (await mailTo(person.email)).filter((m) => m.body.text?.includes(postId)),
      ).toHaveLength(1);
    // ... and never faster than the instance may go: slots left unused are taken back no
    // faster than its quickest spacing (mail-account.ts), so nine of those lie between the
    // batch's first and last send as SES took them (a fifth off for the HTTP calls' jitter).
    const addresses = new Set(rest.map((person) => person.email));
    const times = (await sesSends(endpoints.ses!)).sends
      .filter((send) => send.at >= batchStartedAt && send.to.some((to) => addresses.has(to)))
      .map((send) => send.at)
      .sort((a, b) => a - b);
    const quickestMs = 1000 / (14 * (mailQueue.catchUpShare / mailQueue.maxConcurrency));
    expect(times).toHaveLength(rest.length);
    expect(times.at(-1)! - times[0]!).toBeGreaterThan(0.8 * (rest.length - 1) * quickestMs);
  }, 120_000);
});
