import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { UserType } from '@core/actor';
import { errorMessage } from '../../../lib/api-error';
import { hasUserType, homePathFor } from '../../../lib/auth/access';
import { useSession } from '../../../lib/auth/session-context';
import { rememberSocialUserType } from '../../../lib/auth/social-return';
import { useClientConfig } from '../../../lib/use-client-config';
import { CheckboxField } from '../../../ui/fields';
import { Page } from '../../../ui/page';
import { ErrorState, LoadingState } from '../../../ui/status';
import { FinishSocialSignUp } from './finish-social-sign-up';
import { useAuthT } from '../i18n';
import { SocialSignInButtons } from './social-sign-in-buttons';
import { TermsLink } from './terms-link';
import { UserTypeChoice, userTypeFromParam } from './user-type-choice';

/** Signed out: choose the type and accept the terms, then leave for the provider. */
function StartSocialSignUp({ suggested }: { suggested: UserType | '' }) {
  const config = useClientConfig();
  const [userType, setUserType] = useState<UserType | ''>(suggested);
  const [terms, setTerms] = useState(false);
  const t = useAuthT();

  if (config.isPending) return <LoadingState />;
  if (config.isError) {
    return (
      <ErrorState message={errorMessage(config.error)} onRetry={() => void config.refetch()} />
    );
  }
  if (config.data.socialProviders.length === 0) {
    return (
      <div className="status status--empty">
        <p>{t('social.unavailable')}</p>
        <p>
          <Link to={`/register/${userType || 'user'}`}>{t('social.useEmail')}</Link>
        </p>
      </div>
    );
  }
  return (
    <>
      <UserTypeChoice value={userType} onChange={setUserType} />
      <CheckboxField
        label={t('terms.agree')}
        name="terms"
        required
        checked={terms}
        onChange={setTerms}
        after={<TermsLink />}
      />
      {userType && terms ? (
        <SocialSignInButtons
          action="social.signUp"
          onStart={() => rememberSocialUserType(userType)}
        />
      ) : (
        <p>{t('social.chooseFirst')}</p>
      )}
    </>
  );
}

/** /register_social/:id — user type for a social sign-in, before or after the provider. */
export function RegisterSocialPage() {
  const { id } = useParams();
  const { session } = useSession();
  const suggested = userTypeFromParam(id);
  const t = useAuthT();

  let body;
  if (session.status === 'checking') body = <LoadingState label={t('social.checking')} />;
  else if (session.status === 'signedOut') body = <StartSocialSignUp suggested={suggested} />;
  else if (!hasUserType(session.groups)) body = <FinishSocialSignUp suggested={suggested} />;
  else {
    body = (
      <p>
        {t('social.ready')} <Link to={homePathFor(session.groups)}>{t('social.goToAccount')}</Link>
      </p>
    );
  }

  return (
    <Page title={t('social.title')} narrow>
      {body}
      {session.status === 'signedOut' ? (
        <p>
          {t('alreadyRegistered')} <Link to="/login/user">{t('signIn')}</Link>
        </p>
      ) : null}
    </Page>
  );
}
