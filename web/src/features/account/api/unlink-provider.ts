import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { unlinkProviderBody } from '@core/auth/schemas';
import { api } from '../../../lib/api-client';

/** POST /api/account/providers/unlink: the account and its password sign-in stay. */
export const unlinkProvider = (body: z.output<typeof unlinkProviderBody>) =>
  api<{ message: string }>('/api/account/providers/unlink', { method: 'POST', body, auth: true });

export function useUnlinkProvider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unlinkProvider,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['linked-providers'] }),
  });
}
