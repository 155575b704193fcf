import { viewJob } from '../../../core/jobs/find-jobs.js';
import { viewerOf } from '../../../core/traffic/views.js';
import { clientOf } from '../../caller-address.js';
import { httpHandler } from '../../http-handler.js';
import { jobsRoutes as routes } from '../../routes/jobs.js';

export const handler = httpHandler(routes.viewJob, ({ params, actor, callerAddress }) =>
  viewJob(params.id, viewerOf(actor, clientOf(callerAddress))),
);
