import { useMutation } from '@tanstack/react-query';
import { authRoutes } from '@http/routes/auth';
import { callRoute } from '../../../lib/call-route';

/** POST /api/auth/verification: sends the verification e-mail again. */
export const resendVerification = (email: string) =>
  callRoute(authRoutes.resendVerification, { body: { email } });

export const useResendVerification = () => useMutation({ mutationFn: resendVerification });
