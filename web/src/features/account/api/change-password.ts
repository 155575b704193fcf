import { useMutation } from '@tanstack/react-query';
import { changePasswordBody } from '@core/auth/schemas';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

/** PUT /api/account/password */
export { changePasswordBody };

export const changePassword = (body: z.output<typeof changePasswordBody>) =>
  api<{ message: string }>('/api/account/password', { method: 'PUT', body, auth: true });

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
