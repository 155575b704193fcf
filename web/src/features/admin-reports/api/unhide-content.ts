import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { REPORTS_KEY, reportKey } from './keys';
import type { ReportDetail } from './read-report';

/** PUT /api/admin/reports/{id}/unhide: the hidden post or comment is shown again. */
export function useUnhideContent(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api<ReportDetail>(`/api/admin/reports/${encodeURIComponent(id)}/unhide`, {
        method: 'PUT',
        auth: true,
      }),
    onSuccess: (report) => {
      queryClient.setQueryData(reportKey(id), report);
      return queryClient.invalidateQueries({ queryKey: REPORTS_KEY });
    },
  });
}
