import { useMutation } from '@tanstack/react-query';
import { registerBody } from '@core/auth/schemas';
import { authRoutes } from '@http/routes/auth';
import type { BodyOf } from '@http/route-contract';
import { currentLocale } from '../../../i18n/i18n';
import { callRoute } from '../../../lib/call-route';
import { chosenVisitorCountry } from '../../../lib/own-country';

/** POST /api/auth/register: creates the account and e-mails the verification link. */
export { registerBody };

/**
 * The account keeps the language the app speaks as they register (its e-mails speak it too),
 * and the country they chose where CloudFront could not tell where they are.
 */
export const register = (body: BodyOf<typeof authRoutes.register>) =>
  callRoute(authRoutes.register, {
    body: {
      ...body,
      appLanguage: body.appLanguage ?? currentLocale(),
      country: body.country ?? chosenVisitorCountry(),
    },
  });

export const useRegister = () => useMutation({ mutationFn: register });
