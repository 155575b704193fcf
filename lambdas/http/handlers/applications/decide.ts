import { decide } from '../../../core/applications/applications.js';
import { httpHandler } from '../../http-handler.js';
import { applicationsRoutes as routes } from '../../routes/applications.js';

export const handler = httpHandler(routes.decideApplication, async ({ actor, params, body }) => {
  return (await decide(actor, params.id, params.uid, body.status, Date.now())).application;
});
