import { useMutation } from '@tanstack/react-query';
import { changePasswordBody } from '@core/auth/schemas';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth/session-context';

/** PUT /api/account/password */
export { changePasswordBody };

export const changePassword = (body: z.output<typeof changePasswordBody>) =>
  api<{ message: string }>('/api/account/password', { method: 'PUT', body, auth: true });

/**
 * A new password ends every session, this browser's too (the API answers once that holds), so
 * this browser signs in again with it at once: the person stays signed in here, and only here.
 */
export function useChangePassword() {
  const { renew } = useSession();
  return useMutation({
    mutationFn: async (body: z.output<typeof changePasswordBody>) => {
      const answer = await changePassword(body);
      await renew(body.newPassword);
      return answer;
    },
  });
}
