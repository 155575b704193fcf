import { useMutation } from '@tanstack/react-query';
import { confirmResetBody } from '@core/auth/schemas';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

/** POST /api/auth/password-reset/confirm: sets the new password with the e-mailed code. */
export { confirmResetBody };

export const confirmPasswordReset = (body: z.output<typeof confirmResetBody>) =>
  api<{ message: string }>('/api/auth/password-reset/confirm', { method: 'POST', body });

export const useConfirmPasswordReset = () => useMutation({ mutationFn: confirmPasswordReset });
