import { useInfiniteQuery } from '@tanstack/react-query';
import type { openReports } from '@core/reports/admin-reports';
import { api } from '../../../lib/api-client';
import { OPEN_REPORTS_KEY } from './keys';

export type OpenReportsPage = Awaited<ReturnType<typeof openReports>>;
export type QueuedReport = OpenReportsPage['reports'][number];

/** GET /api/admin/reports: the open reports, oldest first, 15 a page. */
export const useOpenReports = () =>
  useInfiniteQuery({
    queryKey: OPEN_REPORTS_KEY,
    queryFn: ({ pageParam }) =>
      api<OpenReportsPage>(
        `/api/admin/reports${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`,
        { auth: true },
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.cursor ?? undefined,
  });
