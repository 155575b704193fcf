import { useMutation } from '@tanstack/react-query';
import { phoneAccountRoutes } from '@http/routes/phone-accounts';
import type { BodyOf } from '@http/route-contract';
import { callRoute } from '../../../lib/call-route';

/**
 * POST /api/auth/phone/code: texts a 6-digit code to sign in with, or to register, a number.
 * Answers the number in its one stored form (E.164) and how many minutes the code works.
 */
export const sendPhoneCode = (body: BodyOf<typeof phoneAccountRoutes.phoneCode>) =>
  callRoute(phoneAccountRoutes.phoneCode, { body });

export const useSendPhoneCode = () => useMutation({ mutationFn: sendPhoneCode });
