import { useInfiniteQuery } from '@tanstack/react-query';
import { adminReportsRoutes } from '@http/routes/admin-reports';
import type { AnswerOf } from '@http/route-contract';
import { callRoute } from '../../../lib/call-route';
import { reportsKey } from './keys';

export type ReportsPage = AnswerOf<typeof adminReportsRoutes.adminReports>;
export type QueuedReport = ReportsPage['reports'][number];
export type ReportStatus = QueuedReport['status'];

/** GET /api/admin/reports?status=: open reports oldest first, closed newest first, 15 a page. */
export const useQueuedReports = (status: ReportStatus) =>
  useInfiniteQuery({
    queryKey: reportsKey(status),
    queryFn: ({ pageParam }) =>
      callRoute(adminReportsRoutes.adminReports, { query: { status, cursor: pageParam } }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.cursor ?? undefined,
  });
