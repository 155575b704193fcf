import { createJob } from '../../../core/jobs/post-job.js';
import { httpHandler, reply } from '../../http-handler.js';
import { idempotencyKeyOf } from '../../idempotency-key.js';
import { jobsRoutes as routes } from '../../routes/jobs.js';

export const handler = httpHandler(routes.createJob, async ({ actor, body, headers }) =>
  reply(201, await createJob(actor, body, Date.now(), idempotencyKeyOf(headers))),
);
