import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminReportsRoutes } from '@http/routes/admin-reports';
import { callRoute } from '../../../lib/call-route';
import { reportKey } from './keys';

/** DELETE /api/admin/suspensions/{uid}: the user signs in again and is back in search. */
export function useLiftSuspension(reportId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (uid: string) => callRoute(adminReportsRoutes.liftSuspension, { params: { uid } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportKey(reportId) }),
  });
}
