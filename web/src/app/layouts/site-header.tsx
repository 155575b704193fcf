import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { APP_NAME } from '@core/reference/brand';
import { useSession } from '../../lib/auth/session-context';
import { NavList } from '../../ui/nav-list';
import { accountLinksFor, mainLinks, menuLink, registerLink, signInLink } from '../navigation';
import { useAppT } from '../../i18n/app/i18n';
import { AccountMenu } from './account-menu';

const checking = <span className="account-actions account-actions--checking" aria-hidden="true" />;

/**
 * A signed-in person's links (inbox counts, account, sign out) come in their own chunk: most
 * first visits are signed out, and the inbox poll is not their code to download.
 */
const SignedInActions = lazy(() =>
  import('./signed-in-actions').then((module) => ({ default: module.SignedInActions })),
);

function AccountActions() {
  const t = useAppT();
  const { session } = useSession();
  if (session.status === 'checking') return checking;
  if (session.status === 'signedOut') {
    return (
      <div className="account-actions">
        <Link to={signInLink.to}>{t(signInLink.label)}</Link>
        <Link to={registerLink.to} className="button button--small">
          {t(registerLink.label)}
        </Link>
      </div>
    );
  }
  return (
    <Suspense fallback={checking}>
      <SignedInActions groups={session.groups} />
    </Suspense>
  );
}

export function SiteHeader() {
  const t = useAppT();
  const { session } = useSession();
  const accountLinks = session.status === 'signedIn' ? accountLinksFor(session.groups) : [];
  return (
    <header className="site-header">
      <div className="site-header__bar">
        <Link to="/" className="brand">
          {APP_NAME}
        </Link>
        <AccountActions />
      </div>
      <NavList
        label={t('nav.main')}
        links={[...mainLinks, menuLink]}
        className="nav-strip"
        markCurrent
      />
      {accountLinks.length > 0 ? (
        <AccountMenu links={accountLinks} />
      ) : session.status === 'checking' ? (
        // A stored session is being checked: keep the account menu's room so the page does
        // not move down when it fills in.
        <div className="account-menu account-menu--placeholder" aria-hidden="true" />
      ) : null}
    </header>
  );
}
