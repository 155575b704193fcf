import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountRoutes } from '@http/routes/account';
import type { BodyOf } from '@http/route-contract';
import { callRoute } from '../../../lib/call-route';

/** PUT /api/account/preferences: job e-mails on or off. */
export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof accountRoutes.preferences>) =>
      callRoute(accountRoutes.preferences, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['me'] }),
  });
}
