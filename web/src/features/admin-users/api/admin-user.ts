import { useQuery } from '@tanstack/react-query';
import type { adminUser } from '@core/admin-users/user-detail';
import { api } from '../../../lib/api-client';

export type AdminUser = Awaited<ReturnType<typeof adminUser>>;
export const adminUserKey = (uid: string) => ['admin-users', 'one', uid] as const;

/** GET /api/admin/users/{uid}: profile, groups, documents, orders, reports, suspension. */
export const useAdminUser = (uid: string) =>
  useQuery({
    queryKey: adminUserKey(uid),
    queryFn: () => api<AdminUser>(`/api/admin/users/${encodeURIComponent(uid)}`, { auth: true }),
  });
