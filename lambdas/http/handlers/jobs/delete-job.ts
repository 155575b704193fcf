import { deleteJob } from '../../../core/jobs/post-job.js';
import { httpHandler } from '../../http-handler.js';
import { jobsRoutes as routes } from '../../routes/jobs.js';

export const handler = httpHandler(routes.deleteJob, ({ actor, params }) =>
  deleteJob(actor, params.id),
);
