import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useSession } from '../../../lib/auth/session-context';
import { loginPathFor } from '../../../lib/safe-redirect';
import { LoadingState } from '../../../ui/status';
import { usePaymentsT } from '../i18n';

const toSee = {
  cart: 'signIn.toSeeCart',
  order: 'signIn.toSeeOrder',
  orders: 'signIn.toSeeOrders',
} as const;

/**
 * The cart, order and orders pages sit on public routes (spec section 2) but show the caller's
 * own data: signed out, a sign-in link that comes back to this very address.
 */
export function SignedInContent({
  what,
  children,
}: {
  what: keyof typeof toSee;
  children: ReactNode;
}) {
  const t = usePaymentsT();
  const { session } = useSession();
  const location = useLocation();
  if (session.status === 'checking') return <LoadingState />;
  if (session.status === 'signedOut')
    return (
      <p>
        <Link to={loginPathFor(`${location.pathname}${location.search}`)}>{t('signIn.link')}</Link>{' '}
        {t(toSee[what])}
      </p>
    );
  return <>{children}</>;
}
