import { viewJob } from '../../../core/jobs/find-jobs.js';
import { httpHandler } from '../../http-handler.js';
import { jobsRoutes as routes } from '../../routes/jobs.js';

export const handler = httpHandler(routes.viewJob, ({ params }) => viewJob(params.id));
