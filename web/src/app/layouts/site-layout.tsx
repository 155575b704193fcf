import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { ErrorBoundary } from '../../ui/error-boundary';
import { usePageViewBeacon } from '../../features/admin-dashboard/hooks/use-page-view-beacon';
import { SocialSignInReturn } from '../guards/social-sign-in-return';
import { LoadingState } from '../../ui/status';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { useRumPageView } from './use-rum-page-view';
import { useAppT } from '../i18n';
import { useAccountLanguage } from '../../lib/account-language';

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
      <SocialSignInReturn />
      <SiteHeader />
      <main id="main" className="site-main" tabIndex={-1}>
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
