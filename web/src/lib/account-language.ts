import { useEffect } from 'react';
import { isLocale, type Locale } from '@core/i18n/locales';
import { currentLocale, setLocale } from '../i18n/i18n';
import type { accountRoutes } from '@http/routes/account';
import type { AnswerOf, BodyOf } from '@http/route-contract';
import { api } from './api-client';
import { accountOnLoad } from './account-on-load';
import { useSession } from './auth/session-context';

/*
 * Plain requests, not TanStack Query: the header and footer are on every page, the landing
 * page included, which does not download the query client (lib/with-query-client.tsx). For the
 * same reason the route is named by its type only (callRoute would bring the route module's
 * schemas, and zod, into every first page): its path and method are written here, its body and
 * answer typed by its definition.
 */
type LanguageRoute = typeof accountRoutes.language;

/** PUT /api/account/language: the choice is kept on the account. */
export const saveLanguage = (appLanguage: Locale) =>
  api<AnswerOf<LanguageRoute>>('/api/account/language', {
    method: 'PUT',
    body: { appLanguage } satisfies BodyOf<LanguageRoute>,
    auth: true,
  });

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
