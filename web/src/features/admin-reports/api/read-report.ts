import { useQuery } from '@tanstack/react-query';
import { adminReportsRoutes } from '@http/routes/admin-reports';
import type { AnswerOf } from '@http/route-contract';
import { callRoute } from '../../../lib/call-route';
import { reportKey } from './keys';

export type ReportDetail = AnswerOf<typeof adminReportsRoutes.adminReport>;

/** GET /api/admin/reports/{id}: one report with the reported content as text. */
export const useReportDetail = (id: string) =>
  useQuery({
    queryKey: reportKey(id),
    queryFn: () => callRoute(adminReportsRoutes.adminReport, { params: { id } }),
  });
