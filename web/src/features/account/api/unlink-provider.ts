import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountRoutes } from '@http/routes/account';
import type { BodyOf } from '@http/route-contract';
import { callRoute } from '../../../lib/call-route';

/** POST /api/account/providers/unlink: the account and its password sign-in stay. */
export const unlinkProvider = (body: BodyOf<typeof accountRoutes.unlinkProvider>) =>
  callRoute(accountRoutes.unlinkProvider, { body });

export function useUnlinkProvider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unlinkProvider,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['linked-providers'] }),
  });
}
