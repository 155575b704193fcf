import { useQuery } from '@tanstack/react-query';
import { adminStatsRoutes } from '@http/routes/admin-stats';
import type { AnswerOf } from '@http/route-contract';
import { callRoute } from '../../../lib/call-route';

export type ReportCards = AnswerOf<typeof adminStatsRoutes.adminStats>;

/** GET /api/admin/stats: the report cards, read from counters (admins only). */
export const useAdminStats = () =>
  useQuery({
    queryKey: ['admin', 'stats'],
    queryFn: () => callRoute(adminStatsRoutes.adminStats),
  });
