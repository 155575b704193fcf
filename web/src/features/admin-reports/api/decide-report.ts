import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReportDecision } from '@core/reports/schemas';
import { api } from '../../../lib/api-client';
import { REPORTS_KEY, reportKey } from './keys';
import type { ReportDetail } from './read-report';

/** PUT /api/admin/reports/{id}/decision: dismiss, hide the content, or suspend the user. */
export function useDecideReport(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: ReportDecision['action']) =>
      api<ReportDetail>(`/api/admin/reports/${encodeURIComponent(id)}/decision`, {
        method: 'PUT',
        auth: true,
        body: { action },
      }),
    onSuccess: (report) => {
      queryClient.setQueryData(reportKey(id), report);
      return queryClient.invalidateQueries({ queryKey: REPORTS_KEY });
    },
  });
}
