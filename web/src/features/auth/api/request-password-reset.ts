import { useMutation } from '@tanstack/react-query';
import { authRoutes } from '@http/routes/auth';
import { callRoute } from '../../../lib/call-route';

/** POST /api/auth/password-reset: e-mails a reset link (same answer whether or not it exists). */
export const requestPasswordReset = (email: string) =>
  callRoute(authRoutes.requestPasswordReset, { body: { email } });

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
