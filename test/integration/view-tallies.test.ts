import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { db } from '../../lambdas/core/db/service.js';
import { mostViewed, tallyView } from '../../lambdas/core/admin-stats/view-tallies.js';
import { viewRank } from '../../lambdas/core/admin-stats/view-tally.entity.js';
import { countViews } from '../../lambdas/core/traffic/view-counts.js';
import { api } from '../support/api.js';
import { newClient } from '../support/clients.js';
import { parentWithPackage, publishedJob } from '../support/jobs.js';
import { queueIdle } from '../support/queues.js';

/**
 * The view counts and the tallies behind the "most viewed" report cards: concurrent views end
 * at the true count, a late write never lowers it, nothing stays behind for a record already
 * deleted, and records counted before the count items keep their counts.
 */
const jobCount = async (postId: string) =>
  (await db().entities.jobViewCount.get({ post_id: postId }).go()).data?.count;
const jobTally = async (postId: string) =>
  (await db().entities.jobViews.get({ post_id: postId }).go()).data;

describe('view tallies', () => {
  it('concurrent views of a job end at its true count; a late, lower count changes nothing', async () => {
    const parent = await parentWithPackage();
    const postId = await publishedJob(parent.idToken);
    const views = await Promise.all(
      Array.from({ length: 8 }, () => api('GET', `/api/jobs/${postId}`)),
    );
    expect(views.map((v) => v.status)).toEqual(views.map(() => 200));
    await queueIdle('views-queue');
    expect(await jobCount(postId)).toBe(8);
    expect(await jobTally(postId)).toMatchObject({ post_id: postId, count: 8 });
    await tallyView('job', postId, 3);
    expect(await jobTally(postId)).toMatchObject({ count: 8 });

    // Deleting the job deletes its count and tally in the same transaction.
    expect((await api('DELETE', `/api/jobs/${postId}`, { token: parent.idToken })).status).toBe(
      200,
    );
    expect(await jobTally(postId)).toBeNull();
    expect(await jobCount(postId)).toBeUndefined();
  });

  it('a count arriving after its record was deleted leaves no tally and no count', async () => {
    const uid = `gone-${randomUUID()}`;
    await tallyView('caregiver', uid, 3);
    expect((await db().entities.caregiverViews.get({ uid }).go()).data).toBeNull();
    const postId = randomUUID();
    await tallyView('job', postId, 2);
    expect(await jobTally(postId)).toBeNull();

    const at = Date.now();
    const late = await countViews([
      { messageId: 'a', view: { kind: 'job', id: postId, viewer: 'client:1', at } },
      { messageId: 'b', view: { kind: 'caregiver', id: uid, viewer: 'client:1', at } },
    ]);
    expect(late).toMatchObject({ retry: [], lost: [] });
    expect(await jobCount(postId)).toBeUndefined();
    expect(await jobTally(postId)).toBeNull();
    expect((await db().entities.userViewCount.get({ uid }).go()).data).toBeNull();
  });

  it('a job counted before the count items keeps its count and its place on the board', async () => {
    const parent = await parentWithPackage();
    const postId = await publishedJob(parent.idToken);
    // As a stage deployed before the change left it: the count on the job, its tally on the
    // board's one key, high enough to lead the board.
    const before = 10 ** 9;
    await db().entities.job.patch({ post_id: postId }).set({ views: before }).go();
    await db()
      .entities.legacyJobViews.upsert({
        post_id: postId,
        count: before,
        rank: viewRank(before, postId),
      })
      .go();
    // One viewer throughout: the second look is not a second view.
    const from = newClient();
    try {
      // It leads the board as it was; the view below is counted by the queue, at its own pace.
      expect(await mostViewed('job')).toEqual({ id: postId, count: before });
      expect((await api('GET', `/api/jobs/${postId}`, { from })).body.views).toBe(before);
      // Its next counted view brings the old count into the count item and the tally to its shard.
      await queueIdle('views-queue');
      expect(await jobCount(postId)).toBe(before + 1);
      expect((await api('GET', `/api/jobs/${postId}`, { from })).body.views).toBe(before + 1);
      await queueIdle('views-queue');
      expect(await mostViewed('job')).toEqual({ id: postId, count: before + 1 });
      expect(await jobTally(postId)).toMatchObject({ count: before + 1 });
    } finally {
      await api('DELETE', `/api/jobs/${postId}`, { token: parent.idToken });
    }
    expect(await mostViewed('job')).not.toEqual(expect.objectContaining({ id: postId }));
  });
});
