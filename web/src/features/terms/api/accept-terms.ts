import { accountOnLoad } from '../../../lib/account-on-load';
import { api } from '../../../lib/api-client';

/**
 * PUT /api/account/terms: accepts the version shown. A plain request (no TanStack Query): the
 * notice is on every page, the first one included (lib/with-query-client.tsx).
 */
export const acceptTerms = (version: number) =>
  api<{ message: string }>('/api/account/terms', {
    method: 'PUT',
    body: { version },
    auth: true,
  });

/** The version the signed-in person accepted last (from the page load's GET /api/me). */
export const acceptedTermsVersion = (uid: string) =>
  accountOnLoad(uid).then(({ termsVersion }) => termsVersion);
