import { Link, useSearchParams } from 'react-router-dom';
import { authMessages } from '@core/auth/messages';
import { errorMessage } from '../../../lib/api-error';
import { Page } from '../../../ui/page';
import { ErrorState, LoadingState, SuccessState } from '../../../ui/status';
import { directActionModes, useApplyAction, type DirectActionMode } from '../api/apply-action';
import { ResetPasswordForm } from './reset-password-form';

/** Same shape the API accepts; anything else is a broken or tampered link. */
const OOB_CODE = /^[\w-]{20,100}$/;

const isDirectMode = (mode: string | null): mode is DirectActionMode =>
  (directActionModes as readonly (string | null)[]).includes(mode);

const titles: Record<string, string> = {
  recoverEmail: 'Restore your e-mail',
  unsubscribe: 'Job e-mails',
};

const SignInLink = () => (
  <p>
    <Link to="/login/user" className="button">
      Go to sign in
    </Link>
  </p>
);

function ApplyLink({ mode, oobCode }: { mode: DirectActionMode; oobCode: string }) {
  const result = useApplyAction(mode, oobCode);
  if (result.isPending) return <LoadingState label="Checking your link…" />;
  if (result.isError) return <ErrorState message={errorMessage(result.error)} />;
  return (
    <SuccessState>
      <p>{result.data.message}</p>
    </SuccessState>
  );
}

/** /auth/:id?mode=...&oobCode=... — the links in account e-mails land here. */
export function AuthActionPage() {
  const [params] = useSearchParams();
  const mode = params.get('mode');
  const oobCode = params.get('oobCode') ?? '';
  const codeLooksRight = OOB_CODE.test(oobCode);

  let body;
  if (!codeLooksRight || !(mode === 'resetPassword' || isDirectMode(mode))) {
    body = <ErrorState message={authMessages.codeInvalid} />;
  } else if (mode === 'resetPassword') {
    return (
      <Page title="Choose a new password" narrow>
        <ResetPasswordForm oobCode={oobCode} after={<SignInLink />} />
      </Page>
    );
  } else {
    body = <ApplyLink mode={mode} oobCode={oobCode} />;
  }

  return (
    <Page title={titles[mode ?? ''] ?? 'Verify your e-mail'} narrow>
      {body}
      <SignInLink />
    </Page>
  );
}
