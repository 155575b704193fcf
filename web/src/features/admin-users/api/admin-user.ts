import { useQuery } from '@tanstack/react-query';
import { adminUsersRoutes } from '@http/routes/admin-users';
import type { AnswerOf } from '@http/route-contract';
import { callRoute } from '../../../lib/call-route';

export type AdminUser = AnswerOf<typeof adminUsersRoutes.adminUser>;
export const adminUserKey = (uid: string) => ['admin-users', 'one', uid] as const;

/** GET /api/admin/users/{uid}: profile, groups, documents, orders, reports, suspension. */
export const useAdminUser = (uid: string) =>
  useQuery({
    queryKey: adminUserKey(uid),
    queryFn: () => callRoute(adminUsersRoutes.adminUser, { params: { uid } }),
  });
