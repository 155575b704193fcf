import { useMutation } from '@tanstack/react-query';
import { phoneAccountRoutes } from '@http/routes/phone-accounts';
import type { BodyOf } from '@http/route-contract';
import { callRoute } from '../../../lib/call-route';

/** POST /api/auth/phone/sign-in: checks the texted code; answers the ticket Cognito takes. */
export const phoneSignIn = (body: BodyOf<typeof phoneAccountRoutes.phoneSignIn>) =>
  callRoute(phoneAccountRoutes.phoneSignIn, { body });

export const usePhoneSignIn = () => useMutation({ mutationFn: phoneSignIn });
