import { Link } from 'react-router-dom';
import type { Role } from '@core/actor';
import { allows, homePathFor } from '../../lib/auth/access';
import { InboxLinks } from '../../ui/inbox-link';
import { SignOutButton } from '../../ui/sign-out-button';
import { useAppT } from '../../i18n/app/i18n';

/** The header's links for someone signed in: unread counts, their account, signing out. */
export function SignedInActions({ groups }: { groups: Role[] }) {
  const t = useAppT();
  return (
    <div className="account-actions">
      <InboxLinks withMessages={allows('parent', groups) || allows('caregiver', groups)} />
      <Link to={homePathFor(groups)}>{t('link.myAccount')}</Link>
      <SignOutButton className="header-link-button" />
    </div>
  );
}
