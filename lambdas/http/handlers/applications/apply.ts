import { apply } from '../../../core/applications/applications.js';
import { httpHandler, reply } from '../../http-handler.js';
import { applicationsRoutes as routes } from '../../routes/applications.js';

export const handler = httpHandler(routes.apply, async ({ actor, params }) => {
  const { application } = await apply(actor, params.id, Date.now());
  return reply(201, application);
});
