import { useMutation } from '@tanstack/react-query';
import { registerBody, type RegisterInput } from '@core/auth/schemas';
import { currentLocale } from '../../../i18n/i18n';
import { api } from '../../../lib/api-client';

/** POST /api/auth/register: creates the account and e-mails the verification link. */
export { registerBody };

/** The account keeps the language the app speaks as they register: its e-mails speak it too. */
export const register = (body: RegisterInput) =>
  api<{ uid: string; message: string }>('/api/auth/register', {
    method: 'POST',
    body: { ...body, appLanguage: body.appLanguage ?? currentLocale() },
  });

export const useRegister = () => useMutation({ mutationFn: register });
