import { useState, type FormEvent } from 'react';
import type { Role } from '@core/actor';
import { authMessages } from '@core/auth/messages';
import { useSession } from '../../../lib/auth/session-context';
import { useFocusOnRefusal } from '../../../lib/forms/focus-on-refusal';
import { EmailField, PasswordField } from '../../../ui/fields';
import { ErrorState } from '../../../ui/status';
import { SubmitButton } from '../../../ui/submit-button';
import { useAuthT } from '../i18n';
import { ForgotPassword } from './forgot-password';
import { AppealLink } from './appeal-link';
import { ResendVerificationButton } from './resend-verification-button';
import { StaySignedIn } from './stay-signed-in';

interface Problem {
  message: string;
  needsVerification: boolean;
  suspended?: boolean;
}

/** E-mail and password sign-in. Empty fields are caught here; Cognito checks the rest. */
export function LoginForm({ onSignedIn }: { onSignedIn: (groups: Role[]) => void }) {
  const { signIn } = useSession();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const [problem, setProblem] = useState<Problem | null>(null);
  const [busy, setBusy] = useState(false);
  const [stay, setStay] = useState(true);
  const t = useAuthT();
  const focus = useFocusOnRefusal();

  const checkEmail = (): string | null => {
    const trimmed = email.trim();
    const error = !trimmed
      ? authMessages.emailRequired
      : !trimmed.includes('@')
        ? authMessages.invalidEmail
        : undefined;
    setErrors((current) => ({ ...current, email: error }));
    return error ? null : trimmed;
  };

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    focus.sentFrom(event);
    const address = checkEmail();
    const passwordError = password ? undefined : authMessages.passwordRequired;
    setErrors((current) => ({ ...current, password: passwordError }));
    if (!address || passwordError) return focus.refused();
    setBusy(true);
    setProblem(null);
    const outcome = await signIn(address.toLowerCase(), password, { stay });
    setBusy(false);
    if (outcome.ok) onSignedIn(outcome.groups);
    else setProblem(outcome);
  }

  return (
    <form onSubmit={(event) => void handleSubmit(event)} noValidate className="form">
      {problem ? <ErrorState message={problem.message} /> : null}
      {problem?.needsVerification ? <ResendVerificationButton email={email.trim()} /> : null}
      {problem?.suspended ? <AppealLink /> : null}
      <EmailField
        name="email"
        autoComplete="username"
        value={email}
        onChange={setEmail}
        error={errors.email}
      />
      <PasswordField
        label={t('password')}
        name="password"
        value={password}
        onChange={setPassword}
        error={errors.password}
      />
      <StaySignedIn checked={stay} onChange={setStay} />
      <SubmitButton busy={busy} busyLabel={t('login.busy')}>
        {t('login.submit')}
      </SubmitButton>
      <ForgotPassword checkEmail={checkEmail} />
    </form>
  );
}
