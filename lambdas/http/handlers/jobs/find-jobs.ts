import { findJobs } from '../../../core/jobs/find-jobs.js';
import { httpHandler } from '../../http-handler.js';
import { routes } from '../../routes.js';

export const handler = httpHandler(routes.findJobs, ({ query }) => findJobs(query));
