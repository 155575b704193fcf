import { useMutation } from '@tanstack/react-query';
import { deleteAccountBody } from '@core/auth/schemas';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

/** POST /api/account/delete, after the user confirms with the current password. */
export { deleteAccountBody };

export const deleteAccount = (body: z.output<typeof deleteAccountBody>) =>
  api<{ message: string }>('/api/account/delete', { method: 'POST', body, auth: true });

export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });
