import { useMutation } from '@tanstack/react-query';
import { phoneAccountRoutes } from '@http/routes/phone-accounts';
import { callRoute } from '../../../lib/call-route';

/**
 * POST /api/account/phone/code: texts a code to the number the account signs in with, the
 * proof an account without an e-mail gives (instead of a password) to delete the account or
 * change its e-mail or password. Answers the number and how many minutes the code works.
 */
export const sendConfirmationCode = () => callRoute(phoneAccountRoutes.phoneConfirmationCode);

export const useSendConfirmationCode = () => useMutation({ mutationFn: sendConfirmationCode });
