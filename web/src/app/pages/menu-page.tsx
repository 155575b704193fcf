import { Link } from 'react-router-dom';
import { useSession } from '../../lib/auth/session-context';
import { Page } from '../../ui/page';
import { SignOutButton } from '../../ui/sign-out-button';
import { LoadingState } from '../../ui/status';
import {
  accountLinksFor,
  mainLinks,
  policyLinks,
  registerLink,
  signInLink,
  type NavLink,
} from '../navigation';

function LinkList({ label, links }: { label: string; links: NavLink[] }) {
  return (
    <nav aria-label={label} className="menu-section">
      <h2>{label}</h2>
      <ul className="menu-list">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function AccountSection() {
  const { session } = useSession();
  if (session.status === 'checking') return <LoadingState label="Checking your sign-in…" />;
  if (session.status === 'signedOut') {
    return <LinkList label="Your account" links={[signInLink, registerLink]} />;
  }
  return (
    <>
      <LinkList label="Your account" links={accountLinksFor(session.groups)} />
      <p className="menu-signed-in">
        Signed in as <strong>{session.email}</strong>
      </p>
      <SignOutButton label="Sign out on this device" />
    </>
  );
}

/** The whole navigation as one list, for small screens (spec route /menu). */
export function MenuPage() {
  return (
    <Page title="Menu">
      <LinkList label="Explore" links={[{ to: '/', label: 'Home' }, ...mainLinks]} />
      <AccountSection />
      <LinkList label="Policies" links={policyLinks} />
    </Page>
  );
}
