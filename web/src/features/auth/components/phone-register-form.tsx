import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { UserType } from '@core/actor';
import type { phoneAccountRoutes } from '@http/routes/phone-accounts';
import type { BodyOf } from '@http/route-contract';
import { errorMessage } from '../../../lib/api-error';
import { useSession } from '../../../lib/auth/session-context';
import { lazyCheck } from '../../../lib/forms/lazy-check';
import { useTypedForm, withoutBlanks } from '../../../lib/forms/use-typed-form';
import { clearReferral, currentReferrer } from '../../../lib/referral';
import { CheckboxField } from '../../../ui/fields';
import { ErrorState } from '../../../ui/status';
import { SubmitButton } from '../../../ui/submit-button';
import { usePhoneRegister } from '../api/phone-register';
import { useLanding } from '../hooks/use-landing';
import { useAuthT } from '../i18n';
import { CodeField, CodeStepActions } from './phone-code-parts';
import { PhoneNumberStep } from './phone-number-step';
import { refusalOf, type CodeSent, type PhoneNumber } from './phone-steps';
import { StaySignedIn } from './stay-signed-in';
import { TermsLink } from './terms-link';
import { TrafficSourceSelect } from './traffic-source-select';
import { UserTypeChoice } from './user-type-choice';

const checkBody = lazyCheck(() =>
  import('./phone-checks').then((checks) => checks.checkPhoneRegister),
);

type Body = BodyOf<typeof phoneAccountRoutes.phoneRegister>;

/**
 * The code texted to `sent`, with what the e-mail registration asks (the user type, how they
 * heard of us, the terms); the new account is then signed in with the ticket the API answers.
 */
function RegisterCode({
  sent,
  userType,
  onChangeNumber,
}: {
  sent: CodeSent;
  userType: UserType | '';
  onChangeNumber: () => void;
}) {
  const t = useAuthT();
  const session = useSession();
  const landing = useLanding();
  const registration = usePhoneRegister();
  const [stay, setStay] = useState(true);
  const [finishing, setFinishing] = useState(false);
  // The account was made but could not be signed in: why, and the way to sign in.
  const [unsigned, setUnsigned] = useState<string | null>(null);
  const form = useTypedForm(
    checkBody,
    { code: '', user_type: userType as string, source: '', terms: false },
    (values) => ({
      country: sent.country,
      number: sent.number,
      ...withoutBlanks({ code: values.code, source: values.source }),
      user_type: values.user_type,
      terms: values.terms,
      referrer: currentReferrer(),
    }),
  );
  const sender = {
    mutate: (body: Body, options: { onError: (error: unknown) => void }) =>
      registration.mutate(body, {
        onError: options.onError,
        onSuccess: ({ number, ticket, message }) => {
          clearReferral();
          setFinishing(true);
          void session.signInWithTicket(number, ticket, { stay }).then((outcome) => {
            if (outcome.ok) return landing(outcome.groups, message);
            setFinishing(false);
            setUnsigned(outcome.message);
          });
        },
      }),
  };
  const refusal = refusalOf(registration.error);

  if (unsigned)
    return (
      <>
        <ErrorState message={t('register.notSignedIn', { reason: unsigned })} />
        <Link to="/login/user?with=phone" state={{ phone: sent }}>
          {t('phone.signInThisNumber')}
        </Link>
      </>
    );

  return (
    <>
      <form onSubmit={form.submitTo(sender)} noValidate className="form">
        {refusal && refusal !== 'fields' ? (
          <ErrorState message={errorMessage(registration.error)} />
        ) : null}
        {refusal === 'taken' ? (
          <Link to="/login/user?with=phone" state={{ phone: sent }}>
            {t('phone.signInThisNumber')}
          </Link>
        ) : null}
        <CodeField sent={sent} field={form.text('code')} />
        <UserTypeChoice
          value={form.values.user_type as UserType | ''}
          onChange={(value) => form.set('user_type', value)}
          error={form.errors.user_type}
        />
        <TrafficSourceSelect {...form.text('source')} />
        <CheckboxField
          label={t('terms.agree')}
          name="terms"
          required
          checked={form.values.terms}
          onChange={(checked) => form.set('terms', checked)}
          error={form.errors.terms}
          after={<TermsLink />}
        />
        <StaySignedIn checked={stay} onChange={setStay} />
        <SubmitButton busy={registration.isPending || finishing} busyLabel={t('register.busy')}>
          {t('register.submit')}
        </SubmitButton>
      </form>
      <CodeStepActions sent={sent} purpose="register" onChangeNumber={onChangeNumber} />
    </>
  );
}

/**
 * Registration with a phone number only: the number, "Text me a code", then the code with the
 * user type and the terms. No e-mail and no password: the texted code proves the number.
 */
export function PhoneRegisterForm({
  userType,
  start,
}: {
  userType: UserType | '';
  /** A number handed over by the sign-in page. */
  start?: PhoneNumber;
}) {
  const [typed, setTyped] = useState<PhoneNumber | undefined>(start);
  const [sent, setSent] = useState<CodeSent | null>(null);
  if (!sent)
    return (
      <PhoneNumberStep
        purpose="register"
        start={typed}
        onSent={(code) => {
          setTyped(code);
          setSent(code);
        }}
      />
    );
  return <RegisterCode sent={sent} userType={userType} onChangeNumber={() => setSent(null)} />;
}
