import type { FormEvent } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { useZodForm } from '../../../lib/forms/use-zod-form';
import { TextField } from '../../../ui/fields';
import { ErrorState, SuccessState } from '../../../ui/status';
import { SubmitButton } from '../../../ui/submit-button';
import { changePasswordBody, useChangePassword } from '../api/change-password';

export function ChangePasswordForm({ labelledBy }: { labelledBy: string }) {
  const form = useZodForm(changePasswordBody, { currentPassword: '', newPassword: '' });
  const change = useChangePassword();

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const body = form.validate();
    if (body) change.mutate(body, { onSuccess: () => form.reset(), onError: form.showServerError });
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="form" aria-labelledby={labelledBy}>
      {change.isSuccess ? (
        <SuccessState>
          <p>{change.data.message}</p>
        </SuccessState>
      ) : null}
      {change.isError ? <ErrorState message={errorMessage(change.error)} /> : null}
      <TextField
        label="Current password"
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        value={String(form.values.currentPassword)}
        onChange={(value) => form.setField('currentPassword', value)}
        error={form.errors.currentPassword}
      />
      <TextField
        label="New password"
        name="newPassword"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters."
        value={String(form.values.newPassword)}
        onChange={(value) => form.setField('newPassword', value)}
        error={form.errors.newPassword}
      />
      <SubmitButton busy={change.isPending} busyLabel="Saving…">
        Change password
      </SubmitButton>
    </form>
  );
}
