import { jobs } from '../../../core/jobs/jobs.js';
import { jobViewCounts, shownViews } from '../../../core/traffic/view-counts.js';
import { httpHandler } from '../../http-handler.js';
import { jobsRoutes as routes } from '../../routes/jobs.js';

export const handler = httpHandler(routes.myJobs, async ({ actor }) => {
  const mine = await jobs.ofUser(actor.uid);
  const counts = await jobViewCounts(mine.map((job) => job.post_id));
  return {
    jobs: mine.map((job) => ({ ...job, views: shownViews(counts.get(job.post_id), job.views) })),
  };
});
