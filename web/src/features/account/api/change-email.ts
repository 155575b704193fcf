import { useMutation, useQueryClient } from '@tanstack/react-query';
import { changeEmailBody } from '@core/auth/schemas';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth/session-context';

/** PUT /api/account/email; the old address gets an undo link. */
export { changeEmailBody };

export const changeEmail = (body: z.output<typeof changeEmailBody>) =>
  api<{ message: string }>('/api/account/email', { method: 'PUT', body, auth: true });

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
