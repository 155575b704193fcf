import { useMutation } from '@tanstack/react-query';
import { registerBody, type RegisterInput } from '@core/auth/schemas';
import { api } from '../../../lib/api-client';

/** POST /api/auth/register: creates the account and e-mails the verification link. */
export { registerBody };

export const register = (body: RegisterInput) =>
  api<{ uid: string; message: string }>('/api/auth/register', { method: 'POST', body });

export const useRegister = () => useMutation({ mutationFn: register });
