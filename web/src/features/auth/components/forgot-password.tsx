import { MutationStatus } from '../../../ui/status';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { useAuthT } from '../i18n';

/**
 * "Forgot password?": e-mails a reset link to the address typed in the sign-in form.
 * `checkEmail` shows the field's message and answers null when the address is missing.
 */
export function ForgotPassword({ checkEmail }: { checkEmail: () => string | null }) {
  const reset = useRequestPasswordReset();
  const t = useAuthT();
  return (
    <div className="forgot-password">
      <button
        type="button"
        className="button button--link"
        disabled={reset.isPending}
        onClick={() => {
          const email = checkEmail();
          if (email) reset.mutate(email);
        }}
      >
        {reset.isPending ? t('forgot.sending') : t('forgot.link')}
      </button>
      <MutationStatus mutation={reset} />
    </div>
  );
}
