import { jobs } from '../../../core/jobs/jobs.js';
import { httpHandler } from '../../http-handler.js';
import { jobsRoutes as routes } from '../../routes/jobs.js';
import { signedIn } from '../../signed-in.js';

export const handler = httpHandler(routes.myJobs, async ({ actor }) => ({
  jobs: await jobs.ofUser(signedIn(actor).uid),
}));
