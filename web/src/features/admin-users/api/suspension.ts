import { useMutation, useQueryClient } from '@tanstack/react-query';
import { suspendBody, type SuspendInput } from '@core/moderation/suspend-schema';
import { api } from '../../../lib/api-client';
import { adminUserKey } from './admin-user';

export { suspendBody };

const path = (uid: string) => `/api/admin/suspensions/${encodeURIComponent(uid)}`;

/**
 * PUT /api/admin/suspensions/{uid} (suspend, with a reason) and DELETE (lift): the user page
 * is read again after either.
 */
export function useSuspension(uid: string) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: adminUserKey(uid) });
  const suspend = useMutation({
    mutationFn: (body: SuspendInput) =>
      api<{ message: string }>(path(uid), { method: 'PUT', body, auth: true }),
    onSuccess: refresh,
  });
  const lift = useMutation({
    mutationFn: () => api<{ message: string }>(path(uid), { method: 'DELETE', auth: true }),
    onSuccess: refresh,
  });
  return { suspend, lift };
}
