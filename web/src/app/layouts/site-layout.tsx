import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { ErrorBoundary } from '../../ui/error-boundary';
import { SessionEndedRedirect } from '../guards/session-ended-redirect';
import { usePageViewBeacon } from '../../features/admin-dashboard/hooks/use-page-view-beacon';
import { returnedFromSocialSignIn } from '../../lib/auth/social-return';
import { LoadingState } from '../../ui/status';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { OfflineNotice } from './offline-notice';
import { useRumPageView } from './use-rum-page-view';
import { useAppT } from '../i18n';
import { useAccountLanguage } from '../../lib/account-language';

/** Only a page load coming back from a social provider needs it: its own chunk. */
const SocialSignInReturn = lazy(() =>
  import('../guards/social-sign-in-return').then((module) => ({
    default: module.SocialSignInReturn,
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
