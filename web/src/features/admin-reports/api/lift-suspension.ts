import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { reportKey } from './keys';

/** DELETE /api/admin/suspensions/{uid}: the user signs in again and is back in search. */
export function useLiftSuspension(reportId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (uid: string) =>
      api<{ message: string }>(`/api/admin/suspensions/${encodeURIComponent(uid)}`, {
        method: 'DELETE',
        auth: true,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportKey(reportId) }),
  });
}
