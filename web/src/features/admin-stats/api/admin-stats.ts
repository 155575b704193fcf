import { useQuery } from '@tanstack/react-query';
import type { ReportCards } from '@core/admin-stats/cards';
import { api } from '../../../lib/api-client';

export type { ReportCards };

/** GET /api/admin/stats: the report cards, read from counters (admins only). */
export const useAdminStats = () =>
  useQuery({
    queryKey: ['admin', 'stats'],
    queryFn: () => api<ReportCards>('/api/admin/stats', { auth: true }),
  });
