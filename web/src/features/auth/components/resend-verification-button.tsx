import { MutationStatus } from '../../../ui/status';
import { useResendVerification } from '../api/resend-verification';

/** "Send it again" for the verification e-mail, with the API's answer shown beside it. */
export function ResendVerificationButton({ email }: { email: string }) {
  const resend = useResendVerification();
  return (
    <div className="resend">
      <button
        type="button"
        className="button button--secondary"
        disabled={resend.isPending || !email}
        onClick={() => resend.mutate(email)}
      >
        {resend.isPending ? 'Sending…' : 'Send the verification e-mail again'}
      </button>
      <MutationStatus mutation={resend} />
    </div>
  );
}
