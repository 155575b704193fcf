import { useQuery } from '@tanstack/react-query';
import type { readReport } from '@core/reports/admin-reports';
import { api } from '../../../lib/api-client';
import { reportKey } from './keys';

export type ReportDetail = Awaited<ReturnType<typeof readReport>>;

/** GET /api/admin/reports/{id}: one report with the reported content as text. */
export const useReportDetail = (id: string) =>
  useQuery({
    queryKey: reportKey(id),
    queryFn: () =>
      api<ReportDetail>(`/api/admin/reports/${encodeURIComponent(id)}`, { auth: true }),
  });
