import { Link } from 'react-router-dom';
import { APP_NAME } from '@core/reference/brand';
import { allows, homePathFor } from '../../lib/auth/access';
import { useSession } from '../../lib/auth/session-context';
import { InboxLinks } from '../../ui/inbox-link';
import { NavList } from '../../ui/nav-list';
import { SignOutButton } from '../../ui/sign-out-button';
import { accountLinksFor, mainLinks, menuLink, registerLink, signInLink } from '../navigation';
import { useAppT } from '../i18n';

function AccountActions() {
  const t = useAppT();
  const { session } = useSession();
  if (session.status === 'checking') {
    return <span className="account-actions account-actions--checking" aria-hidden="true" />;
  }
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
    <div className="account-actions">
      <InboxLinks
        withMessages={allows('parent', session.groups) || allows('caregiver', session.groups)}
      />
      <Link to={homePathFor(session.groups)}>{t('link.myAccount')}</Link>
      <SignOutButton className="header-link-button" />
    </div>
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
        <NavList
          label={t('nav.account')}
          links={accountLinks}
          className="nav-strip nav-strip--account"
          markCurrent
        />
      ) : session.status === 'checking' ? (
        // A stored session is being checked: keep the account strip's room so the page does
        // not move down when it fills in.
        <div className="nav-strip nav-strip--account nav-strip--placeholder" aria-hidden="true" />
      ) : null}
    </header>
  );
}
