import { useMutation } from '@tanstack/react-query';
import { chooseUserTypeBody } from '@core/auth/schemas';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

/** POST /api/account/user-type: a social sign-up chooses its user type, once. */
export { chooseUserTypeBody };

export const chooseUserType = (body: z.output<typeof chooseUserTypeBody>) =>
  api<{ message: string }>('/api/account/user-type', { method: 'POST', body, auth: true });

export const useChooseUserType = () => useMutation({ mutationFn: chooseUserType });
