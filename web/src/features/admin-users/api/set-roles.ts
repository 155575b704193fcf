import { useMutation, useQueryClient } from '@tanstack/react-query';
import { roleFlagsBody } from '@core/admin-users/role-schemas';
import { adminUsersRoutes } from '@http/routes/admin-users';
import type { AnswerOf, BodyOf } from '@http/route-contract';
import { callRoute } from '../../../lib/call-route';

export { roleFlagsBody };
export type RolesResult = AnswerOf<typeof adminUsersRoutes.setRoles>;

/** PUT /api/admin/roles: sets the user's super_admin, admin and accredited groups. */
export const setRoles = (body: BodyOf<typeof adminUsersRoutes.setRoles>) =>
  callRoute(adminUsersRoutes.setRoles, { body });

export const useSetRoles = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setRoles,
    onSuccess: () => void client.invalidateQueries({ queryKey: ['admin-users'] }),
  });
};
