import { findUsers } from '../../../core/admin-users/find-users.js';
import { httpHandler } from '../../http-handler.js';
import { adminUsersRoutes as routes } from '../../routes/admin-users.js';

export const handler = httpHandler(routes.findUsers, ({ query }) => findUsers(query));
