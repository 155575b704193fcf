import { setRoles } from '../../../core/admin-users/roles.js';
import { identity } from '../../../ports/identity.js';
import { httpHandler } from '../../http-handler.js';
import { adminUsersRoutes as routes } from '../../routes/admin-users.js';

export const handler = httpHandler(routes.setRoles, ({ actor, body }) =>
  setRoles(identity, actor, body, Date.now()),
);
