import { updateJob } from '../../../core/jobs/post-job.js';
import { httpHandler } from '../../http-handler.js';
import { jobsRoutes as routes } from '../../routes/jobs.js';

export const handler = httpHandler(routes.updateJob, ({ actor, params, body }) =>
  updateJob(actor, params.id, body, Date.now()),
);
