import { useLocation, useNavigate } from 'react-router-dom';
import type { Role } from '@core/actor';
import { allows, hasUserType, homePathFor, profilePathFor } from '../../../lib/auth/access';
import { safeRedirect } from '../../../lib/safe-redirect';
import { getMe } from '../../../lib/use-me';

/**
 * Where a person goes once signed in (by e-mail, by phone, or right after registering by
 * phone): where ?return / ?continueUrl / ?goTo says, if it is safe; else an incomplete profile
 * first (spec section 4), else their own start page. `notice` is shown there (a status line).
 */
export function useLanding(): (groups: Role[], notice?: string) => void {
  const location = useLocation();
  const navigate = useNavigate();

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

  return (groups, notice) =>
    void landing(groups).then((path) =>
      navigate(path, { replace: true, ...(notice ? { state: { notice } } : {}) }),
    );
}
