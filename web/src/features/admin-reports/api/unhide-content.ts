import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminReportsRoutes } from '@http/routes/admin-reports';
import { callRoute } from '../../../lib/call-route';
import { REPORTS_KEY, reportKey } from './keys';

/** PUT /api/admin/reports/{id}/unhide: the hidden post or comment is shown again. */
export function useUnhideContent(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callRoute(adminReportsRoutes.unhideContent, { params: { id } }),
    onSuccess: (report) => {
      queryClient.setQueryData(reportKey(id), report);
      return queryClient.invalidateQueries({ queryKey: REPORTS_KEY });
    },
  });
}
