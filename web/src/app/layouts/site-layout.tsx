import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { ErrorBoundary } from '../../ui/error-boundary';
import { SessionEndedRedirect } from '../guards/session-ended-redirect';
import { usePageViewBeacon } from '../../features/admin-stats/hooks/use-page-view-beacon';
import { returnedFromSocialSignIn } from '../../lib/auth/social-return';
import { LoadingState } from '../../ui/status';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { OfflineNotice } from './offline-notice';
import { useRumPageView } from './use-rum-page-view';
import { useAppT } from '../../i18n/app/i18n';
import { useSession } from '../../lib/auth/session-context';
import { useAccountLanguage } from '../../lib/account-language';

/** Only a page load coming back from a social provider needs it: its own chunk. */
const SocialSignInReturn = lazy(() =>
  import('../guards/social-sign-in-return').then((module) => ({
    default: module.SocialSignInReturn,
  })),
);

/** The terms notice asks the signed-in only: its own chunk, fetched once someone is signed in. */
const TermsUpdateNotice = lazy(() =>
  import('../../features/terms/components/terms-update-notice').then((module) => ({
    default: module.TermsUpdateNotice,
  })),
);

/** A one-off message handed over by navigate(..., { state: { notice } }). */
function noticeOf(state: unknown): string | null {
  const notice = (state as { notice?: unknown } | null)?.notice;
  return typeof notice === 'string' ? notice : null;
}

export function SiteLayout() {
  const location = useLocation();
  const notice = noticeOf(location.state);
  const t = useAppT();
  const { session } = useSession();
  useAccountLanguage();
  usePageViewBeacon();
  useRumPageView();
  return (
    <>
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      {returnedFromSocialSignIn() ? (
        <Suspense fallback={null}>
          <SocialSignInReturn />
        </Suspense>
      ) : null}
      <SessionEndedRedirect />
      <SiteHeader />
      <main id="main" className="site-main" tabIndex={-1}>
        <OfflineNotice />
        {session.status === 'signedIn' ? (
          <Suspense fallback={null}>
            <TermsUpdateNotice uid={session.uid} />
          </Suspense>
        ) : null}
        {notice ? (
          <p className="notice" role="status">
            {notice}
          </p>
        ) : null}
        <ErrorBoundary key={location.pathname}>
          <Suspense fallback={<LoadingState />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      <SiteFooter />
    </>
  );
}
