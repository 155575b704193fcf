import { useMutation, useQueryClient } from '@tanstack/react-query';
import { changeEmailBody } from '@core/auth/schemas';
import { accountRoutes } from '@http/routes/account';
import type { BodyOf } from '@http/route-contract';
import { callRoute } from '../../../lib/call-route';
import { useSession } from '../../../lib/auth/session-context';

/** PUT /api/account/email; the old address gets an undo link. */
export { changeEmailBody };

export const changeEmail = (body: BodyOf<typeof accountRoutes.changeEmail>) =>
  callRoute(accountRoutes.changeEmail, { body });

export function useChangeEmail() {
  const queryClient = useQueryClient();
  const { refresh } = useSession();
  return useMutation({
    mutationFn: changeEmail,
    // The token and the user record still carry the old address: read both again.
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['me'] });
      await refresh();
    },
  });
}
