import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { db } from '../../lambdas/core/db/service.js';
import { dayKey } from '../../lambdas/core/admin-stats/page-views.js';
import { registerVerified } from '../support/accounts.js';
import { api } from '../support/api.js';
import { newClient } from '../support/clients.js';
import { parentWithPackage, publishedJob } from '../support/jobs.js';
import { queueIdle } from '../support/queues.js';

/**
 * Views are counted at most once per viewer (the signed-in user, else the
 * network client) per item per window, so nobody inflates a job's views or the site's own
 * page-view counters by asking again.
 */
const jobViews = async (postId: string) => {
  // Counted off the request path (the views queue): read once it is done.
  await queueIdle('views-queue');
  return {
    job: (await db().entities.jobViewCount.get({ post_id: postId }).go()).data?.count,
    tally: (await db().entities.jobViews.get({ post_id: postId }).go()).data?.count,
  };
};

describe('job views', () => {
  it('one anonymous client counts once, however often it asks', async () => {
    const parent = await parentWithPackage();
    const postId = await publishedJob(parent.idToken);
    const from = newClient();
    const views = await Promise.all(
      Array.from({ length: 6 }, () => api('GET', `/api/jobs/${postId}`, { from })),
    );
    // Every view is answered, with the job as it is.
    expect(views.map((view) => view.status)).toEqual(views.map(() => 200));
    expect(views.map((view) => view.body.post_id)).toEqual(views.map(() => postId));
    expect(await jobViews(postId)).toEqual({ job: 1, tally: 1 });
    // Two other clients are two more viewers.
    await api('GET', `/api/jobs/${postId}`);
    await api('GET', `/api/jobs/${postId}`);
    expect(await jobViews(postId)).toEqual({ job: 3, tally: 3 });
  });

  it('a signed-in viewer counts once from any address', async () => {
    const parent = await parentWithPackage();
    const postId = await publishedJob(parent.idToken);
    const reader = await registerVerified('childcarer');
    for (let i = 0; i < 4; i++)
      expect((await api('GET', `/api/jobs/${postId}`, { token: reader.idToken })).status).toBe(200);
    expect(await jobViews(postId)).toEqual({ job: 1, tally: 1 });
  });

  it('a job that is not published is still not found, and counts nothing', async () => {
    const missing = await api('GET', `/api/jobs/${randomUUID()}`);
    expect(missing.status).toBe(404);
  });
});

describe('page views (the site’s own analytics)', () => {
  const counted = async () => {
    const name = `${dayKey(Date.now())}#route#/404`;
    const { data } = await db().entities.counter.get({ group: 'pageviews', name }).go();
    return data?.count ?? 0;
  };
  const beacon = (path: string, from: string) =>
    api('POST', '/api/traffic/page-view', { from, body: { path } });

  it('one client counts once per kind of page in a visit, whatever path it sends', async () => {
    const from = newClient();
    const before = await counted();
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) => beacon(`/no/such/page-${randomUUID()}/${i}`, from)),
    );
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 202));
    expect(await counted()).toBe(before + 1);
    // Another client is another visitor.
    expect((await beacon('/no/such/page', newClient())).status).toBe(202);
    expect(await counted()).toBe(before + 2);
  });
});
