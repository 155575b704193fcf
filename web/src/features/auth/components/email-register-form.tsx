import { useNavigate } from 'react-router-dom';
import type { UserType } from '@core/actor';
import { errorMessage } from '../../../lib/api-error';
import { useZodForm } from '../../../lib/forms/use-zod-form';
import { clearReferral, currentReferrer } from '../../../lib/referral';
import { CheckboxField, EmailField, NewPasswordField } from '../../../ui/fields';
import { ErrorState } from '../../../ui/status';
import { SubmitButton } from '../../../ui/submit-button';
import { registerBody, useRegister } from '../api/register';
import { useAuthT } from '../i18n';
import { TermsLink } from './terms-link';
import { TrafficSourceSelect } from './traffic-source-select';
import { UserTypeChoice } from './user-type-choice';
import { VisitorCountryQuestion } from './visitor-country-question';

/** Registration with an e-mail address and a password; the address is verified by a link. */
export function EmailRegisterForm({ userType }: { userType: UserType | '' }) {
  const navigate = useNavigate();
  const form = useZodForm(registerBody, {
    user_type: userType,
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
    <>
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
    </>
  );
}
