import { useMutation } from '@tanstack/react-query';
import { registerBody, type RegisterInput } from '@core/auth/schemas';
import { currentLocale } from '../../../i18n/i18n';
import { api } from '../../../lib/api-client';
import { chosenVisitorCountry } from '../../../lib/own-country';

/** POST /api/auth/register: creates the account and e-mails the verification link. */
export { registerBody };

/**
 * The account keeps the language the app speaks as they register (its e-mails speak it too),
 * and the country they chose where CloudFront could not tell where they are.
 */
export const register = (body: RegisterInput) =>
  api<{ uid: string; message: string }>('/api/auth/register', {
    method: 'POST',
    body: {
      ...body,
      appLanguage: body.appLanguage ?? currentLocale(),
      country: body.country ?? chosenVisitorCountry(),
    },
  });

export const useRegister = () => useMutation({ mutationFn: register });
