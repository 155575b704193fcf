import { jobTotals } from '../../../core/jobs/find-jobs.js';
import { httpHandler } from '../../http-handler.js';
import { routes } from '../../routes.js';

export const handler = httpHandler(routes.jobTotals, () => jobTotals());
