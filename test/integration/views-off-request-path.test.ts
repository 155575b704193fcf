import { describe, expect, inject, it } from 'vitest';
import { routeKey } from '../../lambdas/http/route.js';
import { jobsRoutes } from '../../lambdas/http/routes/jobs.js';
import { profilesRoutes } from '../../lambdas/http/routes/profiles.js';
import { registerVerified } from '../support/accounts.js';
import { api } from '../support/api.js';
import { newClient } from '../support/clients.js';
import { readCallLog } from '../support/grants/check.js';
import { parentWithPackage, publishedJob } from '../support/jobs.js';
import { liveCaregiver } from '../support/profiles.js';
import { queueIdle } from '../support/queues.js';

/**
 * Issue 27: a profile or job view writes nothing to DynamoDB while the viewer waits; the view
 * is counted afterwards (the views queue's consumer), once per viewer per item per day.
 */
const viewRoutes = [routeKey(profilesRoutes.publicProfile), routeKey(jobsRoutes.viewJob)];
const isWrite = (action: string) =>
  /^dynamodb:(PutItem|UpdateItem|DeleteItem|BatchWriteItem|TransactWriteItems)$/.test(action);

/** The DynamoDB writes the view routes made while `views` ran (the run's AWS call log). */
async function writesDuring(views: () => Promise<unknown>): Promise<string[]> {
  const before = readCallLog(inject('callLog')).length;
  await views();
  return readCallLog(inject('callLog'))
    .slice(before)
    .flatMap((record) =>
      'action' in record && viewRoutes.includes(record.unit) && isWrite(record.action)
        ? [`${record.unit}: ${record.action}`]
        : [],
    );
}

const profileViews = async (uid: string, from: string) => {
  const page = await api('GET', `/api/profiles/${uid}`, { from });
  expect(page.status).toBe(200);
  return page.body.views as number;
};

describe('views counted off the request path', () => {
  it('a profile view and a job view make no DynamoDB write in the request', async () => {
    const nanny = await liveCaregiver();
    const parent = await parentWithPackage();
    const postId = await publishedJob(parent.idToken);
    const reader = await registerVerified('parent');
    const writes = await writesDuring(async () => {
      for (const token of [undefined, reader.idToken]) {
        expect((await api('GET', `/api/profiles/${nanny.uid}`, { token })).status).toBe(200);
        expect((await api('GET', `/api/jobs/${postId}`, { token })).status).toBe(200);
      }
    });
    expect(writes).toEqual([]);

    // Counted afterwards: two viewers each.
    await queueIdle('views-queue');
    const from = newClient();
    expect(await profileViews(nanny.uid, from)).toBe(2);
    expect((await api('GET', `/api/jobs/${postId}`, { from })).body.views).toBe(2);
    // What the owners see of their own counts.
    await queueIdle('views-queue');
    expect((await api('GET', '/api/me', { token: nanny.idToken })).body.views).toBe(3);
    const mine = await api('GET', '/api/my/jobs', { token: parent.idToken });
    expect(mine.body.jobs.find((job: { post_id: string }) => job.post_id === postId)).toMatchObject(
      { views: 3 },
    );
  }, 60_000);

  it('two viewers of two caregivers: each counted once per caregiver, however often they look', async () => {
    const [first, second] = await Promise.all([liveCaregiver(), liveCaregiver()]);
    const [ana, ben] = [newClient(), newClient()];
    // Ana opens the first caregiver three times and the second once; Ben the first once.
    await Promise.all([
      ...Array.from({ length: 3 }, () => profileViews(first!.uid, ana)),
      profileViews(second!.uid, ana),
      profileViews(first!.uid, ben),
    ]);
    await queueIdle('views-queue');
    // Read back by viewers already counted, so the reads add nothing.
    expect(await profileViews(first!.uid, ana)).toBe(2);
    expect(await profileViews(second!.uid, ana)).toBe(1);
    await queueIdle('views-queue');
    expect(await profileViews(first!.uid, ben)).toBe(2);
    expect(await profileViews(second!.uid, ana)).toBe(1);
  }, 60_000);
});
