import { Link, useSearchParams } from 'react-router-dom';
import { authMessages } from '@core/auth/messages';
import { errorMessage } from '../../../lib/api-error';
import { Page } from '../../../ui/page';
import { ErrorState, LoadingState, SuccessState } from '../../../ui/status';
import { directActionModes, useApplyAction, type DirectActionMode } from '../api/apply-action';
import { useAuthT } from '../i18n';
import { ResetPasswordForm } from './reset-password-form';

/** Same shape the API accepts; anything else is a broken or tampered link. */
const OOB_CODE = /^[\w-]{20,100}$/;

const isDirectMode = (mode: string | null): mode is DirectActionMode =>
  (directActionModes as readonly (string | null)[]).includes(mode);

const titles = {
  recoverEmail: 'action.title.recoverEmail',
  unsubscribe: 'action.title.unsubscribe',
} as const;
const titleOf = (mode: string | null) =>
  mode === 'recoverEmail' || mode === 'unsubscribe' ? titles[mode] : 'action.title.verify';

function SignInLink() {
  const t = useAuthT();
  return (
    <p>
      <Link to="/login/user" className="button">
        {t('goToSignIn')}
      </Link>
    </p>
  );
}

function ApplyLink({ mode, oobCode }: { mode: DirectActionMode; oobCode: string }) {
  const result = useApplyAction(mode, oobCode);
  const t = useAuthT();
  if (result.isPending) return <LoadingState label={t('action.checking')} />;
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
  const t = useAuthT();

  let body;
  if (!codeLooksRight || !(mode === 'resetPassword' || isDirectMode(mode))) {
    body = <ErrorState message={authMessages.codeInvalid} />;
  } else if (mode === 'resetPassword') {
    return (
      <Page title={t('action.title.resetPassword')} narrow>
        <ResetPasswordForm oobCode={oobCode} after={<SignInLink />} />
      </Page>
    );
  } else {
    body = <ApplyLink mode={mode} oobCode={oobCode} />;
  }

  return (
    <Page title={t(titleOf(mode))} narrow>
      {body}
      <SignInLink />
    </Page>
  );
}
