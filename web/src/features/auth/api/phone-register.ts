import { useMutation } from '@tanstack/react-query';
import { phoneAccountRoutes } from '@http/routes/phone-accounts';
import type { BodyOf } from '@http/route-contract';
import { currentLocale } from '../../../i18n/i18n';
import { callRoute } from '../../../lib/call-route';

/**
 * POST /api/auth/phone/register: makes an account of a number proved by the texted code, with no
 * e-mail and no password; answers the ticket that signs the new account in. The account keeps
 * the language the app speaks as they register, as an e-mail registration does; its country is
 * the number's.
 */
export const phoneRegister = (body: BodyOf<typeof phoneAccountRoutes.phoneRegister>) =>
  callRoute(phoneAccountRoutes.phoneRegister, {
    body: { ...body, appLanguage: body.appLanguage ?? currentLocale() },
  });

export const usePhoneRegister = () => useMutation({ mutationFn: phoneRegister });
