import { Link, useLocation, useParams } from 'react-router-dom';
import { useSocialProviders } from '../../../lib/use-client-config';
import { Page } from '../../../ui/page';
import { useAuthT } from '../i18n';
import { EmailRegisterForm } from './email-register-form';
import { PhoneRegisterForm } from './phone-register-form';
import { phoneFrom } from './phone-steps';
import { useWay, WayChoice } from './sign-in-way';
import { userTypeFromParam } from './user-type-choice';

/**
 * /register/:id — with a phone number only (first: no e-mail, no password) or with e-mail and
 * a password, one tap apart. The address names the user type (/register/parent) or not (user).
 */
export function RegisterPage() {
  const { id } = useParams();
  const location = useLocation();
  const socialProviders = useSocialProviders();
  const t = useAuthT();
  const [way, chooseWay] = useWay();
  const userType = userTypeFromParam(id);

  return (
    <Page title={t('register.title')} narrow>
      <WayChoice legend={t('way.registerLegend')} way={way} onChange={chooseWay} />
      {way === 'phone' ? (
        <PhoneRegisterForm userType={userType} start={phoneFrom(location.state)} />
      ) : (
        <EmailRegisterForm userType={userType} />
      )}
      <p>
        {t('alreadyRegistered')} <Link to={`/login/user?with=${way}`}>{t('signIn')}</Link>
      </p>
      {socialProviders.length > 0 ? (
        <p>
          {t('register.or')}{' '}
          <Link to={`/register_social/${id ?? 'user'}`}>
            {t('register.withSocial', {
              providers: socialProviders.join(` ${t('register.orWord')} `),
            })}
          </Link>
        </p>
      ) : null}
    </Page>
  );
}
