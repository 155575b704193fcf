import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { db } from '../../lambdas/core/db/service.js';
import { tallyView } from '../../lambdas/core/reports-cards/view-tallies.js';
import { api } from '../support/api.js';
import { parentWithPackage, publishedJob } from '../support/jobs.js';

/**
 * The view tallies behind the "most viewed" report cards: concurrent views end at the true
 * count, a late write never lowers it, and a tally written for a record already deleted does
 * not stay behind.
 */
describe('view tallies', () => {
  it('concurrent views of a job end at its true count; a late, lower count changes nothing', async () => {
    const parent = await parentWithPackage();
    const postId = await publishedJob(parent.idToken);
    const views = await Promise.all(
      Array.from({ length: 8 }, () => api('GET', `/api/jobs/${postId}`)),
    );
    expect(views.map((v) => v.status)).toEqual(views.map(() => 200));
    const job = (await db().entities.job.get({ post_id: postId }).go()).data!;
    const tally = async () => (await db().entities.jobViews.get({ post_id: postId }).go()).data;
    expect(job.views).toBe(8);
    expect(await tally()).toMatchObject({ post_id: postId, count: 8 });
    await tallyView('job', postId, 3);
    expect(await tally()).toMatchObject({ count: 8 });

    // Deleting the job deletes its tally in the same transaction.
    expect((await api('DELETE', `/api/jobs/${postId}`, { token: parent.idToken })).status).toBe(
      200,
    );
    expect(await tally()).toBeNull();
  });

  it('a count arriving after its record was deleted leaves no tally', async () => {
    const uid = `gone-${randomUUID()}`;
    await tallyView('caregiver', uid, 3);
    expect((await db().entities.caregiverViews.get({ uid }).go()).data).toBeNull();
    const postId = randomUUID();
    await tallyView('job', postId, 2);
    expect((await db().entities.jobViews.get({ post_id: postId }).go()).data).toBeNull();
  });
});
