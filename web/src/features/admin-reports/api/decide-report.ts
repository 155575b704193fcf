import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminReportsRoutes } from '@http/routes/admin-reports';
import type { BodyOf } from '@http/route-contract';
import { callRoute } from '../../../lib/call-route';
import { REPORTS_KEY, reportKey } from './keys';

/** PUT /api/admin/reports/{id}/decision: dismiss, hide the content, or suspend the user. */
export function useDecideReport(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: BodyOf<typeof adminReportsRoutes.decideReport>['action']) =>
      callRoute(adminReportsRoutes.decideReport, { params: { id }, body: { action } }),
    onSuccess: (report) => {
      queryClient.setQueryData(reportKey(id), report);
      return queryClient.invalidateQueries({ queryKey: REPORTS_KEY });
    },
  });
}
