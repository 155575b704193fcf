import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { Role } from '@core/actor';
import { allows, hasUserType, homePathFor } from '../../../lib/auth/access';
import { safeRedirect } from '../../../lib/safe-redirect';
import { Page } from '../../../ui/page';
import { LoginForm } from './login-form';
import { SocialSignInButtons } from './social-sign-in-buttons';

/** /login/:id — after sign-in, go where ?return / ?continueUrl / ?goTo says, if it is safe. */
export function LoginPage() {
  const location = useLocation();
  const navigate = useNavigate();

  // An account without a user type (a social sign-up that stopped half way) chooses one first.
  const destination = (groups: readonly Role[]) =>
    hasUserType(groups) || allows('admin', groups)
      ? safeRedirect(location.search, homePathFor(groups))
      : '/register_social/user';

  return (
    <Page title="Sign in" narrow>
      <LoginForm onSignedIn={(groups) => navigate(destination(groups), { replace: true })} />
      <SocialSignInButtons />
      <p>
        New here? <Link to="/register/user">Create an account</Link>
      </p>
    </Page>
  );
}
