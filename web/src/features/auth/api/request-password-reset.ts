import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/auth/password-reset: e-mails a reset link (same answer whether or not it exists). */
export const requestPasswordReset = (email: string) =>
  api<{ message: string }>('/api/auth/password-reset', { method: 'POST', body: { email } });

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
