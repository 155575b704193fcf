import { jobTotals } from '../../../core/jobs/find-jobs.js';
import { httpHandler } from '../../http-handler.js';
import { jobsRoutes as routes } from '../../routes/jobs.js';

export const handler = httpHandler(routes.jobTotals, () => jobTotals());
