import { useSession } from '../../lib/auth/session-context';
import { NavList, type NavItem } from '../../ui/nav-list';
import { Page, type PageProps } from '../../ui/page';
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
import { useAppT } from '../../i18n/app/i18n';

/** A titled section of the menu. */
const LinkList = ({ label, links }: { label: string; links: NavItem[] }) => (
  <NavList label={label} links={links} className="menu-section" listClassName="menu-list" heading />
);

function AccountSection() {
  const t = useAppT();
  const { session } = useSession();
  if (session.status === 'checking') return <LoadingState label={t('menu.checking')} />;
  if (session.status === 'signedOut') {
    return <LinkList label={t('menu.yourAccount')} links={[signInLink, registerLink]} />;
  }
  return (
    <>
      <LinkList label={t('menu.yourAccount')} links={accountLinksFor(session.groups)} />
      <p className="menu-signed-in">
        {t('menu.signedInAs')} <strong>{session.email || session.phone}</strong>
      </p>
      <SignOutButton label={t('menu.signOutHere')} />
    </>
  );
}

/** The whole navigation as one list, for small screens (spec route /menu). */
export function MenuPage({ title }: PageProps) {
  const t = useAppT();
  return (
    <Page title={title}>
      <LinkList label={t('menu.explore')} links={[homeLink, ...mainLinks]} />
      <AccountSection />
      <LinkList label={t('nav.policies')} links={policyLinks} />
    </Page>
  );
}
