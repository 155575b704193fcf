import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { hasUserType, homePathFor } from '../../lib/auth/access';
import { useSession } from '../../lib/auth/session-context';
import { pendingSocialUserType, returnedFromSocialSignIn } from '../../lib/auth/social-return';
import { tApp } from '../../i18n/app/i18n';

/**
 * Back from a social provider on '/': once Amplify has finished the sign-in, send the user on.
 * A new social account has no user type yet, so it goes to /register_social to choose one.
 * A cancelled sign-in comes back without a code and is ignored (spec section 8).
 */
export function SocialSignInReturn() {
  const { session } = useSession();
  const navigate = useNavigate();
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current || !returnedFromSocialSignIn() || session.status === 'checking') return;
    handled.current = true;
    if (session.status === 'signedOut') {
      void navigate('/login/user', {
        replace: true,
        state: { notice: tApp('guard.socialFailed') },
      });
    } else if (hasUserType(session.groups)) {
      void navigate(homePathFor(session.groups), { replace: true });
    } else {
      void navigate(`/register_social/${pendingSocialUserType() ?? 'user'}`, { replace: true });
    }
  }, [navigate, session]);

  return null;
}
