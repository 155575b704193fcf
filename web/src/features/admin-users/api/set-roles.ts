import { useMutation, useQueryClient } from '@tanstack/react-query';
import { roleFlagsBody, type RolesInput } from '@core/admin-users/role-schemas';
import { api } from '../../../lib/api-client';

export { roleFlagsBody };
export type RolesResult = RolesInput & { uid: string; message: string };

/** PUT /api/admin/roles: sets the user's super_admin, admin and accredited groups. */
export const setRoles = (body: RolesInput) =>
  api<RolesResult>('/api/admin/roles', { method: 'PUT', body, auth: true });

export const useSetRoles = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setRoles,
    onSuccess: () => void client.invalidateQueries({ queryKey: ['admin-users'] }),
  });
};
