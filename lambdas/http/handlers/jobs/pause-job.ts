import { pauseJob } from '../../../core/jobs/post-job.js';
import { httpHandler } from '../../http-handler.js';
import { jobsRoutes as routes } from '../../routes/jobs.js';

export const handler = httpHandler(routes.pauseJob, ({ actor, params }) =>
  pauseJob(actor, params.id, Date.now()),
);
