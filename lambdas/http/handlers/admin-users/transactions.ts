import { transactions } from '../../../core/admin-users/admin-orders.js';
import { httpHandler } from '../../http-handler.js';
import { adminUsersRoutes as routes } from '../../routes/admin-users.js';

export const handler = httpHandler(routes.transactions, ({ query }) => transactions(query));
