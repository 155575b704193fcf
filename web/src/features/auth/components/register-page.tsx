import { Link, useNavigate, useParams } from 'react-router-dom';
import type { UserType } from '@core/actor';
import { errorMessage } from '../../../lib/api-error';
import { useSocialProviders } from '../../../lib/use-client-config';
import { useZodForm } from '../../../lib/forms/use-zod-form';
import { clearReferral, currentReferrer } from '../../../lib/referral';
import { CheckboxField, EmailField, NewPasswordField } from '../../../ui/fields';
import { Page } from '../../../ui/page';
import { ErrorState } from '../../../ui/status';
import { SubmitButton } from '../../../ui/submit-button';
import { registerBody, useRegister } from '../api/register';
import { useAuthT } from '../i18n';
import { TermsLink } from './terms-link';
import { TrafficSourceSelect } from './traffic-source-select';
import { UserTypeChoice, userTypeFromParam } from './user-type-choice';
import { VisitorCountryQuestion } from './visitor-country-question';

export function RegisterPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const socialProviders = useSocialProviders();
  const form = useZodForm(registerBody, {
    user_type: userTypeFromParam(id),
    terms: false,
    email: '',
    password: '',
    // Optional (the spec's traffic flags): no answer is sent as none.
    source: undefined as string | undefined,
  });
  const registration = useRegister();
  const t = useAuthT();

  // Same schema as the API, so its messages show before anything is sent.
  const handleSubmit = form.submitTo(registration, {
    extra: () => ({ referrer: currentReferrer() }),
    onSuccess: ({ uid }, body) => {
      clearReferral();
      void navigate(`/email_verification/${encodeURIComponent(uid)}`, {
        state: { email: body.email },
      });
    },
  });

  return (
    <Page title={t('register.title')} narrow>
      {registration.isError ? <ErrorState message={errorMessage(registration.error)} /> : null}
      <form onSubmit={handleSubmit} noValidate className="form">
        <UserTypeChoice
          value={form.values.user_type as UserType | ''}
          onChange={(value) => form.setField('user_type', value)}
          error={form.errors.user_type}
        />
        <EmailField {...form.field('email')} />
        <NewPasswordField label={t('password')} {...form.field('password')} />
        <TrafficSourceSelect
          {...form.field('source')}
          onChange={(value) => form.setField('source', value || undefined)}
        />
        <VisitorCountryQuestion />
        <CheckboxField
          label={t('terms.agree')}
          name="terms"
          required
          checked={form.values.terms === true}
          onChange={(checked) => form.setField('terms', checked)}
          error={form.errors.terms}
          after={<TermsLink />}
        />
        <SubmitButton busy={registration.isPending} busyLabel={t('register.busy')}>
          {t('register.submit')}
        </SubmitButton>
      </form>
      <p>
        {t('alreadyRegistered')} <Link to="/login/user">{t('signIn')}</Link>
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
