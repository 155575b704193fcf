import { adminOrders } from '../../../core/admin/admin-orders.js';
import { httpHandler } from '../../http-handler.js';
import { routes } from '../../routes.js';

export const handler = httpHandler(routes.adminOrders, ({ query }) => adminOrders(query));
