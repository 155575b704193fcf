import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { allows } from '../lib/auth/access';
import { groupsOf, useSession } from '../lib/auth/session-context';
import { loginPathFor } from '../lib/safe-redirect';
import { useUiT } from './i18n';

/**
 * A parent's contact form, its answers and the package panel: fetched only once a parent is signed
 * in, so a visitor's first look at the caregiver list does not download it
 * (docs/decisions/speed-and-bundles.md, "What the first pages stopped loading").
 */
const ContactFlow = lazy(() => import('./contact-flow'));

/**
 * "Contact this caregiver", on the CV page and on each search result. Signed out: a sign-in
 * link that comes back here. Parents: an optional message, then the way to their conversation
 * (and the caregiver's phone and e-mail only if they share them with this parent), or what a
 * package gives once the free contacts are spent. Anyone else: nothing.
 */
export function ContactCaregiver({ uid, name }: { uid: string; name: string }) {
  const t = useUiT();
  const { session } = useSession();
  const { pathname, search } = useLocation();
  if (session.status === 'checking') return null;
  const groups = groupsOf(session);
  if (groups === null) {
    return (
      <p>
        <Link className="button button--secondary" to={loginPathFor(`${pathname}${search}`)}>
          {t('contact.signIn')}
        </Link>
      </p>
    );
  }
  return allows('parent', groups) ? (
    <Suspense fallback={null}>
      <ContactFlow uid={uid} name={name} />
    </Suspense>
  ) : null;
}
