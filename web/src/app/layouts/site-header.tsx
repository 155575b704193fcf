import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { APP_NAME } from '@core/reference/brand';
import { allows } from '../../lib/auth/access';
import { useSession } from '../../lib/auth/session-context';
import { NavList } from '../../ui/nav-list';
import { accountLinksFor, mainLinks, menuLink, registerLink, signInLink } from '../navigation';
import { useAppT } from '../../i18n/app/i18n';
import { AccountMenu } from './account-menu';

/**
 * Holds the room of a signed-in person's links while the session is checked or their chunk
 * loads: the same words, unseen, so the bar wraps as it will with them (on a phone they take a
 * second line) and the page below does not move down under a finger when they come.
 */
function SignedInRoom({ withMessages }: { withMessages: boolean }) {
  const t = useAppT();
  const labels = [
    t('inbox.label'),
    ...(withMessages ? [t('messages.label')] : []),
    t('link.myAccount'),
    t('signOut.label'),
  ];
  return (
    <div className="account-actions account-actions--room" aria-hidden="true">
      {labels.map((label) => (
        <span key={label}>{label}</span>
      ))}
    </div>
  );
}

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
  if (session.status === 'checking') return <SignedInRoom withMessages={false} />;
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
  const withMessages = allows('parent', session.groups) || allows('caregiver', session.groups);
  return (
    <Suspense fallback={<SignedInRoom withMessages={withMessages} />}>
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
