import { describe, expect, inject, it } from 'vitest';
import { routeKey } from '../../lambdas/http/route.js';
import { communityRoutes } from '../../lambdas/http/routes/community.js';
import { jobsRoutes } from '../../lambdas/http/routes/jobs.js';
import { profilesRoutes } from '../../lambdas/http/routes/profiles.js';
import { registerVerified } from '../support/accounts.js';
import { api } from '../support/api.js';
import { newClient } from '../support/clients.js';
import { comment, writePost } from '../support/community.js';
import { readCallLog } from '../support/grants/check.js';
import { parentWithPackage, publishedJob } from '../support/jobs.js';
import { liveCaregiver } from '../support/profiles.js';
import { queueIdle } from '../support/queues.js';

/**
 * A profile or job view writes nothing to DynamoDB while the viewer waits; the view
 * is counted afterwards (the views queue's consumer), once per viewer per item per day.
 */
const viewRoutes = [
  profilesRoutes.publicProfile,
  jobsRoutes.viewJob,
  communityRoutes.viewPost,
  communityRoutes.commentReplies,
].map(routeKey);
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
  it('a community post and a comment opened: no write in the request, each viewer counted once a day', async () => {
    const [author, reader] = await Promise.all([
      registerVerified('childcarer'),
      registerVerified('parent'),
    ]);
    const { post_id } = await writePost(author.idToken);
    const said = await comment(reader.idToken, post_id, 'What worked for us: a trial day.');
    expect(said.status).toBe(201);
    const { comment_id } = said.body as { comment_id: string };
    const [ana, ben] = [newClient(), newClient()];
    const openPost = (from: string, token?: string) =>
      api('GET', `/api/posts/${post_id}`, { from, token });
    const openReplies = (from: string) =>
      api('GET', `/api/posts/${post_id}/comments/${comment_id}/replies`, { from });
    const writes = await writesDuring(async () => {
      for (const answer of await Promise.all([
        openPost(ana),
        openPost(ana),
        openPost(ben, reader.idToken),
        openReplies(ana),
        openReplies(ana),
        openReplies(ben),
      ]))
        expect(answer.status).toBe(200);
    });
    expect(writes).toEqual([]);

    await queueIdle('views-queue');
    expect((await openPost(ana)).body.views).toBe(2);
    expect((await openReplies(ben)).body.comment.views).toBe(2);
    // A post that is gone is still not found, whatever its queued views.
    expect((await api('GET', '/api/posts/no-such-post', { from: ana })).status).toBe(404);
  }, 60_000);
});
