import { adminUsersRoutes } from '@http/routes/admin-users';
import type { QueryOf } from '@http/route-contract';
import { callRoute } from '../../../lib/call-route';

/** GET /api/admin/exports/users: the users of a search and its filters, as CSV text. */
export const exportUsers = (query: QueryOf<typeof adminUsersRoutes.exportUsers>) =>
  callRoute(adminUsersRoutes.exportUsers, { query });

/** GET /api/admin/exports/orders: orders by status and created range, as CSV text. */
export const exportOrders = (query: QueryOf<typeof adminUsersRoutes.exportOrders>) =>
  callRoute(adminUsersRoutes.exportOrders, { query });

/** GET /api/admin/exports/transactions: completed or failed payments, as CSV text. */
export const exportTransactions = (query: QueryOf<typeof adminUsersRoutes.exportTransactions>) =>
  callRoute(adminUsersRoutes.exportTransactions, { query });
