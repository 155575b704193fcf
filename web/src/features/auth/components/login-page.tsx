import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { Role } from '@core/actor';
import { allows, hasUserType, homePathFor, profilePathFor } from '../../../lib/auth/access';
import { getMe } from '../../../lib/use-me';
import { safeRedirect } from '../../../lib/safe-redirect';
import { Page } from '../../../ui/page';
import { useAuthT } from '../i18n';
import { LoginForm } from './login-form';
import { SocialSignInButtons } from './social-sign-in-buttons';

/** /login/:id — after sign-in, go where ?return / ?continueUrl / ?goTo says, if it is safe. */
export function LoginPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const t = useAuthT();

  // An account without a user type (a social sign-up that stopped half way) chooses one first.
  const destination = (groups: readonly Role[]) =>
    hasUserType(groups) || allows('admin', groups)
      ? safeRedirect(location.search, homePathFor(groups))
      : '/register_social/user';

  // Spec section 4: a caregiver or institution whose profile is incomplete lands on it, unless
  // the sign-in was asked for by a page the user wants to get back to.
  const explicitReturn = ['continueUrl', 'return', 'goTo'].some((name) =>
    new URLSearchParams(location.search).get(name),
  );
  const landing = async (groups: Role[]) => {
    const profilePath = profilePathFor(groups);
    if (profilePath && !explicitReturn) {
      const me = await getMe().catch(() => undefined);
      if (me && !me.isCompelete) return profilePath;
    }
    return destination(groups);
  };

  return (
    <Page title={t('login.title')} narrow>
      <LoginForm
        onSignedIn={(groups) =>
          void landing(groups).then((path) => navigate(path, { replace: true }))
        }
      />
      <SocialSignInButtons />
      <p>
        {t('login.newHere')} <Link to="/register/user">{t('login.createAccount')}</Link>
      </p>
    </Page>
  );
}
