import { useMutation } from '@tanstack/react-query';
import { deleteAccountBody } from '@core/auth/schemas';
import { accountRoutes } from '@http/routes/account';
import type { BodyOf } from '@http/route-contract';
import { callRoute } from '../../../lib/call-route';

/** POST /api/account/delete, after the user confirms with the current password. */
export { deleteAccountBody };

export const deleteAccount = (body: BodyOf<typeof accountRoutes.deleteAccount>) =>
  callRoute(accountRoutes.deleteAccount, { body });

export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });
