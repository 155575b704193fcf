import { useMutation, useQueryClient } from '@tanstack/react-query';
import { signInPhoneBody, signInPhoneCodeBody } from '@core/phone-accounts/schemas';
import { phoneAccountRoutes } from '@http/routes/phone-accounts';
import type { BodyOf } from '@http/route-contract';
import { callRoute } from '../../../lib/call-route';
import { useSession } from '../../../lib/auth/session-context';

/**
 * POST /api/account/sign-in-phone/code, then PUT /api/account/sign-in-phone: a code texted to
 * the number the account is to sign in with, and the code making it so (adding or changing it).
 */
export { signInPhoneBody, signInPhoneCodeBody };

export type SignInPhoneCodeBody = BodyOf<typeof phoneAccountRoutes.signInPhoneCode>;

export const sendSignInPhoneCode = (body: SignInPhoneCodeBody) =>
  callRoute(phoneAccountRoutes.signInPhoneCode, { body });

export const setSignInPhone = (body: BodyOf<typeof phoneAccountRoutes.signInPhone>) =>
  callRoute(phoneAccountRoutes.signInPhone, { body });

export const useSignInPhoneCode = () => useMutation({ mutationFn: sendSignInPhoneCode });

export function useSetSignInPhone() {
  const queryClient = useQueryClient();
  const { refresh } = useSession();
  return useMutation({
    mutationFn: setSignInPhone,
    // The record and the token name the new number; an account without e-mail is texted at it.
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['me'] });
      await queryClient.invalidateQueries({ queryKey: ['account', 'sms'] });
      await refresh();
    },
  });
}
