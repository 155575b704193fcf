import { useState, type FormEvent, type ReactNode } from 'react';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { useZodForm } from '../../../lib/forms/use-zod-form';
import { NewPasswordField, PasswordField } from '../../../ui/fields';
import { ErrorState, SuccessState } from '../../../ui/status';
import { SubmitButton } from '../../../ui/submit-button';
import { confirmResetBody, useConfirmPasswordReset } from '../api/confirm-password-reset';
import { useAuthT } from '../i18n';
import { AppealLink } from './appeal-link';

/** The new-password form of a reset link; `after` (a sign-in link) shows once it worked. */
export function ResetPasswordForm({ oobCode, after }: { oobCode: string; after: ReactNode }) {
  const form = useZodForm(confirmResetBody, { oobCode, password: '' });
  const [repeat, setRepeat] = useState('');
  const [repeatError, setRepeatError] = useState<string>();
  const confirm = useConfirmPasswordReset();
  const t = useAuthT();

  if (confirm.isSuccess) {
    return (
      <>
        <SuccessState>
          <p>{confirm.data.message}</p>
        </SuccessState>
        {after}
      </>
    );
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    form.sentFrom(event);
    const body = form.validate();
    const mismatch = body && repeat !== body.password ? t('reset.mismatch') : undefined;
    setRepeatError(mismatch);
    if (mismatch) form.refused();
    if (!body || mismatch) return;
    confirm.mutate(body, { onError: form.showServerError });
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="form">
      {confirm.isError ? <ErrorState message={errorMessage(confirm.error)} /> : null}
      {/* A suspended account's link: the answer says why; here is where to appeal. */}
      {confirm.error instanceof ApiError && confirm.error.status === 403 ? <AppealLink /> : null}
      {form.errors.oobCode ? <ErrorState message={form.errors.oobCode} /> : null}
      <NewPasswordField label={t('reset.newPassword')} {...form.field('password')} />
      <PasswordField
        label={t('reset.repeat')}
        name="repeat"
        autoComplete="new-password"
        value={repeat}
        onChange={setRepeat}
        error={repeatError}
      />
      <SubmitButton busy={confirm.isPending} busyLabel={t('saving')}>
        {t('reset.submit')}
      </SubmitButton>
    </form>
  );
}
