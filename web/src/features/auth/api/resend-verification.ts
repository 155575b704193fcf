import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/auth/verification: sends the verification e-mail again. */
export const resendVerification = (email: string) =>
  api<{ message: string }>('/api/auth/verification', { method: 'POST', body: { email } });

export const useResendVerification = () => useMutation({ mutationFn: resendVerification });
