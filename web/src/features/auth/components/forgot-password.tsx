import { errorMessage } from '../../../lib/api-error';
import { ErrorState, SuccessState } from '../../../ui/status';
import { useRequestPasswordReset } from '../api/request-password-reset';

/**
 * "Forgot password?": e-mails a reset link to the address typed in the sign-in form.
 * `checkEmail` shows the field's message and answers null when the address is missing.
 */
export function ForgotPassword({ checkEmail }: { checkEmail: () => string | null }) {
  const reset = useRequestPasswordReset();
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
        {reset.isPending ? 'Sending the reset link…' : 'Forgot password?'}
      </button>
      {reset.isSuccess ? (
        <SuccessState>
          <p>{reset.data.message}</p>
        </SuccessState>
      ) : null}
      {reset.isError ? <ErrorState message={errorMessage(reset.error)} /> : null}
    </div>
  );
}
