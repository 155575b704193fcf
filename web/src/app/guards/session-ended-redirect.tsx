import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { onSessionEnded } from '../../lib/auth/session-ended';
import { useSession } from '../../lib/auth/session-context';
import { loginPathFor } from '../../lib/safe-redirect';

/**
 * When the API says this browser's session is over (lib/auth/session-ended.ts): the login page,
 * with the API's message and a way back to this page, and the stored session signed out.
 */
export function SessionEndedRedirect() {
  const { signOut } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const here = useRef('');
  useEffect(() => {
    here.current = `${location.pathname}${location.search}`;
  }, [location]);
  useEffect(
    () =>
      onSessionEnded((message) => {
        // Leave first, so a guard does not also redirect (without the message) once signed out.
        void navigate(loginPathFor(here.current), { replace: true, state: { notice: message } });
        void signOut({ keepKeptForms: true }).catch(() => undefined); // the login page signs a stale session out anyway
      }),
    [navigate, signOut],
  );
  return null;
}
