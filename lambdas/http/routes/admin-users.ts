import {
  adminOrdersQuery,
  adminUserParams,
  adminUserResponse,
  findUsersQuery,
  findUsersResponse,
  roleFlagsBody,
  rolesResponse,
  transactionsQuery,
} from '../../core/admin-users/schemas.js';
import { myOrdersResponse } from '../../core/payments/order-schemas.js';
import { defineRoute, type RouteDef } from '../route.js';

/** The admin-users routes of THE route table (lambdas/http/routes.ts); their handlers import only these. */
export const adminUsersRoutes = {
  // Admin users: roles, user search and detail, orders and transactions (docs/decisions/admin.md).
  setRoles: defineRoute({
    method: 'PUT',
    path: '/api/admin/roles',
    access: ['admin', 'super_admin'],
    summary: "Set a user's super_admin, admin and accredited groups (admin ones: super_admin only)",
    handler: 'admin-users/set-roles',
    needs: [
      'data:write',
      'identity:lookup',
      'identity:read-groups',
      'identity:roles',
      'identity:end-sessions',
    ],
    body: roleFlagsBody,
    response: rolesResponse,
  }),
  findUsers: defineRoute({
    method: 'GET',
    path: '/api/admin/users',
    access: ['admin', 'super_admin'],
    summary: 'Find users by e-mail, name prefix or type (newest first), 15 a page',
    handler: 'admin-users/find-users',
    needs: ['data:read'],
    query: findUsersQuery,
    response: findUsersResponse,
  }),
  adminUser: defineRoute({
    method: 'GET',
    path: '/api/admin/users/{uid}',
    access: ['admin', 'super_admin'],
    summary: 'One user for admins: profile, groups, private document links, orders, reports',
    handler: 'admin-users/admin-user',
    needs: ['data:read', 'identity:read-groups', 'storage:read'],
    params: adminUserParams,
    response: adminUserResponse,
  }),
  adminOrders: defineRoute({
    method: 'GET',
    path: '/api/admin/orders',
    access: ['admin', 'super_admin'],
    summary: 'All orders, newest first, by status and created range, 15 a page',
    handler: 'admin-users/admin-orders',
    needs: ['data:read'],
    query: adminOrdersQuery,
    response: myOrdersResponse,
  }),
  transactions: defineRoute({
    method: 'GET',
    path: '/api/admin/transactions',
    access: ['admin', 'super_admin'],
    summary: 'Completed or failed payments with the provider transaction id, 15 a page',
    handler: 'admin-users/transactions',
    needs: ['data:read'],
    query: transactionsQuery,
    response: myOrdersResponse,
  }),
} satisfies Record<string, RouteDef>;
