import { useState } from 'react';
import type { Role } from '@core/actor';
import type { phoneAccountRoutes } from '@http/routes/phone-accounts';
import type { BodyOf } from '@http/route-contract';
import { errorMessage } from '../../../lib/api-error';
import { useSession } from '../../../lib/auth/session-context';
import { lazyCheck } from '../../../lib/forms/lazy-check';
import { useTypedForm } from '../../../lib/forms/use-typed-form';
import { ErrorState } from '../../../ui/status';
import { SubmitButton } from '../../../ui/submit-button';
import { usePhoneSignIn } from '../api/phone-sign-in';
import { useAuthT } from '../i18n';
import { AppealLink } from './appeal-link';
import { CodeField, CodeStepActions } from './phone-code-parts';
import { PhoneNumberStep } from './phone-number-step';
import { refusalOf, type CodeSent, type PhoneNumber } from './phone-steps';
import { StaySignedIn } from './stay-signed-in';

const checkBody = lazyCheck(() =>
  import('./phone-checks').then((checks) => checks.checkPhoneSignIn),
);

interface Problem {
  message: string;
  suspended?: boolean;
}

/** The code texted to `sent`, then the ticket it is exchanged for signs in to Cognito. */
function SignInCode({
  sent,
  onChangeNumber,
  onSignedIn,
}: {
  sent: CodeSent;
  onChangeNumber: () => void;
  onSignedIn: (groups: Role[]) => void;
}) {
  const t = useAuthT();
  const session = useSession();
  const check = usePhoneSignIn();
  const [stay, setStay] = useState(true);
  const [finishing, setFinishing] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const form = useTypedForm(checkBody, { code: '' }, ({ code }) => ({
    country: sent.country,
    number: sent.number,
    code,
  }));
  const sender = {
    mutate: (
      body: BodyOf<typeof phoneAccountRoutes.phoneSignIn>,
      options: { onError: (error: unknown) => void },
    ) => {
      setProblem(null);
      check.mutate(body, {
        onError: options.onError,
        onSuccess: ({ number, ticket }) => {
          setFinishing(true);
          void session.signInWithTicket(number, ticket, { stay }).then((outcome) => {
            if (outcome.ok) return onSignedIn(outcome.groups);
            setFinishing(false);
            setProblem(outcome);
          });
        },
      });
    },
  };
  const refusal = refusalOf(check.error);

  return (
    <>
      <form onSubmit={form.submitTo(sender)} noValidate className="form">
        {refusal && refusal !== 'fields' ? (
          <ErrorState message={errorMessage(check.error)} />
        ) : null}
        {problem ? <ErrorState message={problem.message} /> : null}
        {problem?.suspended ? <AppealLink /> : null}
        <CodeField sent={sent} field={form.text('code')} />
        <StaySignedIn checked={stay} onChange={setStay} />
        <SubmitButton busy={check.isPending || finishing} busyLabel={t('login.busy')}>
          {t('login.submit')}
        </SubmitButton>
      </form>
      <CodeStepActions sent={sent} purpose="sign-in" onChangeNumber={onChangeNumber} />
    </>
  );
}

/**
 * Sign-in with a phone number and a texted code: the number (country and digits), "Text me a
 * code", then the code. No password: the code proves the number.
 */
export function PhoneLoginForm({
  start,
  onSignedIn,
}: {
  /** A number handed over by the registration page. */
  start?: PhoneNumber;
  onSignedIn: (groups: Role[]) => void;
}) {
  const [typed, setTyped] = useState<PhoneNumber | undefined>(start);
  const [sent, setSent] = useState<CodeSent | null>(null);
  if (!sent)
    return (
      <PhoneNumberStep
        purpose="sign-in"
        start={typed}
        onSent={(code) => {
          setTyped(code);
          setSent(code);
        }}
      />
    );
  return <SignInCode sent={sent} onChangeNumber={() => setSent(null)} onSignedIn={onSignedIn} />;
}
