import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { UserType } from '@core/actor';
import { authMessages } from '@core/auth/messages';
import { errorMessage } from '../../../lib/api-error';
import { useSession } from '../../../lib/auth/session-context';
import { chosenVisitorCountry } from '../../../lib/own-country';
import { forgetSocialUserType, pendingSocialUserType } from '../../../lib/auth/social-return';
import { useFocusOnRefusal } from '../../../lib/forms/focus-on-refusal';
import { fieldErrorsOf, type FieldErrors } from '../../../lib/forms/use-zod-form';
import { CheckboxField } from '../../../ui/fields';
import { ErrorState, SuccessState } from '../../../ui/status';
import { SubmitButton } from '../../../ui/submit-button';
import { chooseUserTypeBody, useChooseUserType } from '../api/choose-user-type';
import { useAuthT } from '../i18n';
import { SocialSignInButtons } from './social-sign-in-buttons';
import { TermsLink } from './terms-link';
import { TrafficSourceSelect } from './traffic-source-select';
import { UserTypeChoice } from './user-type-choice';
import { VisitorCountryQuestion } from './visitor-country-question';

/** Signed in through a provider for the first time: choose the user type, once. */
export function FinishSocialSignUp({ suggested }: { suggested: UserType | '' }) {
  const [userType, setUserType] = useState<UserType | ''>(pendingSocialUserType() ?? suggested);
  const [terms, setTerms] = useState(false);
  const [source, setSource] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const choose = useChooseUserType();
  const { refresh } = useSession();
  const t = useAuthT();
  const { sentFrom, refused } = useFocusOnRefusal();

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    sentFrom(event);
    const parsed = chooseUserTypeBody.safeParse({
      user_type: userType,
      ...(source ? { source } : {}),
      country: chosenVisitorCountry(),
    });
    const found = parsed.success ? {} : fieldErrorsOf(parsed.error);
    if (!terms) found.terms = authMessages.termsRequired;
    setErrors(found);
    if (!parsed.success || !terms) return refused();
    choose.mutate(parsed.data, {
      onSuccess: () => {
        forgetSocialUserType();
        // A fresh token carries the new group, where Cognito allows a refresh; where it does not,
        // the success state below asks to sign in once more.
        refresh().catch(() => undefined);
      },
    });
  }

  if (choose.isSuccess) {
    // Still here after the refresh: the token could not be renewed, so sign in once more.
    return (
      <>
        <SuccessState>
          <p>{choose.data.message}</p>
        </SuccessState>
        <SocialSignInButtons action="social.signInAgain" />
        <p>
          <Link to="/login/user">{t('signInWithEmail')}</Link>
        </p>
      </>
    );
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="form">
      <p>{t('finish.intro')}</p>
      {choose.isError ? <ErrorState message={errorMessage(choose.error)} /> : null}
      <UserTypeChoice value={userType} onChange={setUserType} error={errors.user_type} />
      <TrafficSourceSelect
        name="source"
        value={source}
        onChange={setSource}
        error={errors.source}
      />
      <VisitorCountryQuestion />
      <CheckboxField
        label={t('terms.agree')}
        name="terms"
        required
        checked={terms}
        onChange={setTerms}
        error={errors.terms}
        after={<TermsLink />}
      />
      <SubmitButton busy={choose.isPending} busyLabel={t('saving')}>
        {t('finish.submit')}
      </SubmitButton>
    </form>
  );
}
