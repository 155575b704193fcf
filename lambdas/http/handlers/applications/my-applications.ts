import { myApplications } from '../../../core/applications/applications.js';
import { httpHandler } from '../../http-handler.js';
import { applicationsRoutes as routes } from '../../routes/applications.js';

export const handler = httpHandler(routes.myApplications, ({ actor }) =>
  myApplications(actor, Date.now()),
);
