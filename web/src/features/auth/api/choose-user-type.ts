import { useMutation } from '@tanstack/react-query';
import { chooseUserTypeBody } from '@core/auth/schemas';
import { accountRoutes } from '@http/routes/account';
import type { BodyOf } from '@http/route-contract';
import { callRoute } from '../../../lib/call-route';

/** POST /api/account/user-type: a social sign-up chooses its user type, once. */
export { chooseUserTypeBody };

export const chooseUserType = (body: BodyOf<typeof accountRoutes.chooseUserType>) =>
  callRoute(accountRoutes.chooseUserType, { body });

export const useChooseUserType = () => useMutation({ mutationFn: chooseUserType });
