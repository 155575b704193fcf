import { useQuery } from '@tanstack/react-query';
import type { ActionMode } from '@core/auth/action-modes';
import { authRoutes } from '@http/routes/auth';
import { callRoute } from '../../../lib/call-route';

/** The e-mailed link modes applied by the API on their own (reset needs a form first). */
export const directActionModes = [
  'verifyEmail',
  'recoverEmail',
  'verifyAndChangeEmail',
  'unsubscribe',
] as const satisfies readonly ActionMode[];
export type DirectActionMode = (typeof directActionModes)[number];

/** POST /api/auth/action: applies the code of a verify / recover e-mail link. */
export const applyAction = (mode: DirectActionMode, oobCode: string) =>
  callRoute(authRoutes.applyAction, { body: { mode, oobCode } });

/**
 * Runs once when the link is opened. A query rather than a mutation so React's double effects
 * in development and re-renders never apply a one-time code twice; never refetched or retried.
 */
export const useApplyAction = (mode: DirectActionMode, oobCode: string) =>
  useQuery({
    queryKey: ['auth-action', mode, oobCode],
    queryFn: () => applyAction(mode, oobCode),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnReconnect: false,
    refetchOnMount: false,
  });
