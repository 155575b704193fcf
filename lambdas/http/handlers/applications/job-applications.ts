import { applicationsTo } from '../../../core/applications/applications.js';
import { httpHandler } from '../../http-handler.js';
import { applicationsRoutes as routes } from '../../routes/applications.js';

export const handler = httpHandler(routes.jobApplications, ({ actor, params }) =>
  applicationsTo(actor, params.id),
);
