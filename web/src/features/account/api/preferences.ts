import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** PUT /api/account/preferences: job e-mails on or off. */
export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { send_emails: boolean }) =>
      api<{ message: string }>('/api/account/preferences', { method: 'PUT', body, auth: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['me'] }),
  });
}
