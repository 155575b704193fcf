import { useMutation } from '@tanstack/react-query';
import { confirmResetBody } from '@core/auth/schemas';
import { authRoutes } from '@http/routes/auth';
import type { BodyOf } from '@http/route-contract';
import { callRoute } from '../../../lib/call-route';

/** POST /api/auth/password-reset/confirm: sets the new password with the e-mailed code. */
export { confirmResetBody };

export const confirmPasswordReset = (body: BodyOf<typeof authRoutes.confirmPasswordReset>) =>
  callRoute(authRoutes.confirmPasswordReset, { body });

export const useConfirmPasswordReset = () => useMutation({ mutationFn: confirmPasswordReset });
