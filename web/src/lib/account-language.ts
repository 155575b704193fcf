import { useEffect } from 'react';
import { isLocale, type Locale } from '@core/i18n/locales';
import { currentLocale, setLocale } from '../i18n/i18n';
import { accountRoutes } from '@http/routes/account';
import { accountOnLoad } from './account-on-load';
import { callRoute } from './call-route';
import { useSession } from './auth/session-context';

/*
 * Plain requests, not TanStack Query: the header and footer are on every page, the landing
 * page included, which does not download the query client (lib/with-query-client.tsx).
 */

/** PUT /api/account/language: the choice is kept on the account. */
export const saveLanguage = (appLanguage: Locale) =>
  callRoute(accountRoutes.language, { body: { appLanguage } });

/** The account whose kept language this page load already applied. */
let appliedFor: string | undefined;

/**
 * A signed-in person reads the app in the language kept on their account, on any phone they
 * sign in on (read once per account and page load); without one kept, this device's stays.
 */
export function useAccountLanguage() {
  const { session } = useSession();
  const uid = session.status === 'signedIn' ? session.uid : undefined;
  useEffect(() => {
    if (!uid || appliedFor === uid) return;
    appliedFor = uid;
    accountOnLoad(uid)
      .then(({ appLanguage }) => {
        if (isLocale(appLanguage) && appLanguage !== currentLocale()) return setLocale(appLanguage);
      })
      .catch(() => {
        // this device's language stays; the next page load asks again
        appliedFor = undefined;
      });
  }, [uid]);
}
