import { exportOrders } from '../../../core/admin-users/exports.js';
import { httpHandler } from '../../http-handler.js';
import { adminUsersRoutes as routes } from '../../routes/admin-users.js';
import { csvReply } from '../../csv-reply.js';

export const handler = httpHandler(routes.exportOrders, async ({ query }) =>
  csvReply('orders', await exportOrders(query)),
);
