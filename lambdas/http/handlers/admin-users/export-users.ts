import { exportUsers } from '../../../core/admin-users/exports.js';
import { httpHandler } from '../../http-handler.js';
import { adminUsersRoutes as routes } from '../../routes/admin-users.js';
import { csvReply } from '../../csv-reply.js';

export const handler = httpHandler(routes.exportUsers, async ({ query }) =>
  csvReply('users', await exportUsers(query)),
);
