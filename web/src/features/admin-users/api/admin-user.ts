import { useQuery } from '@tanstack/react-query';
import type { adminUser } from '@core/admin/user-detail';
import { api } from '../../../lib/api-client';

export type AdminUser = Awaited<ReturnType<typeof adminUser>>;

/** GET /api/admin/users/{uid}: profile, groups, private document links, orders, reports. */
export const useAdminUser = (uid: string) =>
  useQuery({
    queryKey: ['admin-users', 'one', uid],
    queryFn: () => api<AdminUser>(`/api/admin/users/${encodeURIComponent(uid)}`, { auth: true }),
  });
