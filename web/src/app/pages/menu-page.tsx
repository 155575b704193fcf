import { useSession } from '../../lib/auth/session-context';
import { NavList, type NavItem } from '../../ui/nav-list';
import { Page } from '../../ui/page';
import { SignOutButton } from '../../ui/sign-out-button';
import { LoadingState } from '../../ui/status';
import {
  accountLinksFor,
  homeLink,
  mainLinks,
  policyLinks,
  registerLink,
  signInLink,
} from '../navigation';

/** A titled section of the menu. */
const LinkList = ({ label, links }: { label: string; links: NavItem[] }) => (
  <NavList label={label} links={links} className="menu-section" listClassName="menu-list" heading />
);

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
      <LinkList label="Explore" links={[homeLink, ...mainLinks]} />
      <AccountSection />
      <LinkList label="Safety and policies" links={policyLinks} />
    </Page>
  );
}
