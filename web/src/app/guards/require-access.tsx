import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import type { Access } from '@core/reference/screens';
import { allows } from '../../lib/auth/access';
import { useSession } from '../../lib/auth/session-context';
import { loginPathFor } from '../../lib/safe-redirect';
import { LoadingState } from '../../ui/status';
import { tApp, useAppT } from '../../i18n/app/i18n';

/**
 * Spec sections 4 and 6: a guarded page reached signed out goes to the login page with a
 * return address; a signed-in user whose role does not fit is signed out and sent there too.
 */
export function RequireAccess({ access, children }: { access: Access; children: ReactNode }) {
  const t = useAppT();
  const { session } = useSession();
  const location = useLocation();
  if (access === 'public') return children;

  const here = `${location.pathname}${location.search}`;
  if (session.status === 'checking') return <LoadingState label={t('guard.checking')} />;
  if (session.status === 'signedOut') {
    return <Navigate to={loginPathFor(here)} replace state={{ notice: t('guard.signInNotice') }} />;
  }
  if (!allows(access, session.groups)) return <SignOutWrongAccount returnTo={here} />;
  return children;
}

function SignOutWrongAccount({ returnTo }: { returnTo: string }) {
  const t = useAppT();
  const { signOut } = useSession();
  const navigate = useNavigate();
  useEffect(() => {
    // Leave first, so the guard does not also redirect (without the notice) once signed out.
    const notice = tApp('guard.wrongAccount');
    void navigate(loginPathFor(returnTo), { replace: true, state: { notice } });
    void signOut({ keepKeptForms: true }).catch(() => undefined); // the login page signs a stale session out anyway
  }, [navigate, returnTo, signOut]);
  return <LoadingState label={t('guard.signingOut')} />;
}
