import { useInfiniteQuery } from '@tanstack/react-query';
import type { queuedReports } from '@core/reports/admin-reports';
import { api } from '../../../lib/api-client';
import { reportsKey } from './keys';

export type ReportsPage = Awaited<ReturnType<typeof queuedReports>>;
export type QueuedReport = ReportsPage['reports'][number];
export type ReportStatus = 'open' | 'closed';

/** GET /api/admin/reports?status=: open reports oldest first, closed newest first, 15 a page. */
export const useQueuedReports = (status: ReportStatus) =>
  useInfiniteQuery({
    queryKey: reportsKey(status),
    queryFn: ({ pageParam }) => {
      const query = new URLSearchParams({ status });
      if (pageParam) query.set('cursor', pageParam);
      return api<ReportsPage>(`/api/admin/reports?${query.toString()}`, { auth: true });
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.cursor ?? undefined,
  });
