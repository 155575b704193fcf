import { suspendUser } from '../../../core/moderation/suspensions.js';
import { identity } from '../../../ports/identity.js';
import { httpHandler } from '../../http-handler.js';
import { adminReportsRoutes as routes } from '../../routes/admin-reports.js';
import { signedIn } from '../../signed-in.js';

export const handler = httpHandler(routes.suspendUser, ({ actor, params, body }) =>
  suspendUser(identity, signedIn(actor), params.uid, body.reason, Date.now()),
);
