import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useSession } from '../../../lib/auth/session-context';
import { loginPathFor } from '../../../lib/safe-redirect';
import { LoadingState } from '../../../ui/status';

/**
 * The cart, order and orders pages sit on public routes (spec section 2) but show the caller's
 * own data: signed out, a sign-in link that comes back to this very address.
 */
export function SignedInContent({ what, children }: { what: string; children: ReactNode }) {
  const { session } = useSession();
  const location = useLocation();
  if (session.status === 'checking') return <LoadingState />;
  if (session.status === 'signedOut')
    return (
      <p>
        <Link to={loginPathFor(`${location.pathname}${location.search}`)}>Sign in</Link> to see{' '}
        {what}.
      </p>
    );
  return <>{children}</>;
}
