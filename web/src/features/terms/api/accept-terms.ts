import { accountRoutes } from '@http/routes/account';
import { accountOnLoad } from '../../../lib/account-on-load';
import { callRoute } from '../../../lib/call-route';

/**
 * PUT /api/account/terms: accepts the version shown. A plain request (no TanStack Query): the
 * notice is on every page, the first one included (lib/with-query-client.tsx).
 */
export const acceptTerms = (version: number) =>
  callRoute(accountRoutes.acceptTerms, { body: { version } });

/** The version the signed-in person accepted last (from the page load's GET /api/me). */
export const acceptedTermsVersion = (uid: string) =>
  accountOnLoad(uid).then(({ termsVersion }) => termsVersion);
