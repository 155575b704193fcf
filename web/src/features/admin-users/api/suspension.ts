import { useMutation, useQueryClient } from '@tanstack/react-query';
import { suspendBody } from '@core/moderation/suspend-schema';
import { adminReportsRoutes } from '@http/routes/admin-reports';
import type { BodyOf } from '@http/route-contract';
import { callRoute } from '../../../lib/call-route';
import { adminUserKey } from './admin-user';

export { suspendBody };

/**
 * PUT /api/admin/suspensions/{uid} (suspend, with a reason) and DELETE (lift): the user page
 * is read again after either.
 */
export function useSuspension(uid: string) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: adminUserKey(uid) });
  const suspend = useMutation({
    mutationFn: (body: BodyOf<typeof adminReportsRoutes.suspendUser>) =>
      callRoute(adminReportsRoutes.suspendUser, { params: { uid }, body }),
    onSuccess: refresh,
  });
  const lift = useMutation({
    mutationFn: () => callRoute(adminReportsRoutes.liftSuspension, { params: { uid } }),
    onSuccess: refresh,
  });
  return { suspend, lift };
}
