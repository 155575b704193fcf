import { MutationStatus } from '../../../ui/status';
import { useResendVerification } from '../api/resend-verification';
import { useAuthT } from '../i18n';

/** "Send it again" for the verification e-mail, with the API's answer shown beside it. */
export function ResendVerificationButton({ email }: { email: string }) {
  const resend = useResendVerification();
  const t = useAuthT();
  return (
    <div className="resend">
      <button
        type="button"
        className="button button--secondary"
        disabled={resend.isPending || !email}
        onClick={() => resend.mutate(email)}
      >
        {resend.isPending ? t('resend.busy') : t('resend.label')}
      </button>
      <MutationStatus mutation={resend} />
    </div>
  );
}
