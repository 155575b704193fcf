import { viewJob } from '../../../core/jobs/find-jobs.js';
import { httpHandler } from '../../http-handler.js';
import { routes } from '../../routes.js';

export const handler = httpHandler(routes.viewJob, ({ params }) => viewJob(params.id));
