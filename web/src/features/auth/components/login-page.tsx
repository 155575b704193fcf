import { Link, useLocation } from 'react-router-dom';
import { Page } from '../../../ui/page';
import { useLanding } from '../hooks/use-landing';
import { useAuthT } from '../i18n';
import { LoginForm } from './login-form';
import { PhoneLoginForm } from './phone-login-form';
import { phoneFrom } from './phone-steps';
import { SocialSignInButtons } from './social-sign-in-buttons';
import { useWay, WayChoice } from './sign-in-way';

/**
 * /login/:id — by phone number and a texted code (first: most people we serve have no e-mail
 * they read) or by e-mail and password, one tap apart. After sign-in, go where ?return /
 * ?continueUrl / ?goTo says, if it is safe.
 */
export function LoginPage() {
  const location = useLocation();
  const t = useAuthT();
  const landing = useLanding();
  const [way, chooseWay] = useWay();

  return (
    <Page title={t('login.title')} narrow>
      <WayChoice legend={t('way.signInLegend')} way={way} onChange={chooseWay} />
      {way === 'phone' ? (
        <PhoneLoginForm
          start={phoneFrom(location.state)}
          onSignedIn={(groups) => landing(groups)}
        />
      ) : (
        <LoginForm onSignedIn={(groups) => landing(groups)} />
      )}
      <SocialSignInButtons />
      <p>
        {t('login.newHere')}{' '}
        <Link to={`/register/user?with=${way}`}>
          {way === 'phone' ? t('login.createWithPhone') : t('login.createAccount')}
        </Link>
      </p>
    </Page>
  );
}
