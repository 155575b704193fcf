import { suspendUser } from '../../../core/moderation/suspensions.js';
import { identity } from '../../../ports/identity.js';
import { httpHandler } from '../../http-handler.js';
import { adminReportsRoutes as routes } from '../../routes/admin-reports.js';

export const handler = httpHandler(routes.suspendUser, ({ actor, params, body }) =>
  suspendUser(identity, actor, params.uid, body.reason, Date.now()),
);
