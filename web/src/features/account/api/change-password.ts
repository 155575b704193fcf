import { useMutation } from '@tanstack/react-query';
import { changePasswordBody } from '@core/auth/schemas';
import { accountRoutes } from '@http/routes/account';
import type { BodyOf } from '@http/route-contract';
import { callRoute } from '../../../lib/call-route';
import { useSession } from '../../../lib/auth/session-context';

/** PUT /api/account/password */
export { changePasswordBody };

export const changePassword = (body: BodyOf<typeof accountRoutes.changePassword>) =>
  callRoute(accountRoutes.changePassword, { body });

/**
 * A new password ends every session, this browser's too (the API answers once that holds), so
 * this browser signs in again with it at once: the person stays signed in here, and only here.
 */
export function useChangePassword() {
  const { renew } = useSession();
  return useMutation({
    mutationFn: async (body: BodyOf<typeof accountRoutes.changePassword>) => {
      const answer = await changePassword(body);
      await renew(body.newPassword);
      return answer;
    },
  });
}
