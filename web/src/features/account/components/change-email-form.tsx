import type { FormEvent } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { useZodForm } from '../../../lib/forms/use-zod-form';
import { TextField } from '../../../ui/fields';
import { ErrorState, SuccessState } from '../../../ui/status';
import { SubmitButton } from '../../../ui/submit-button';
import { changeEmailBody, useChangeEmail } from '../api/change-email';

export function ChangeEmailForm({ labelledBy }: { labelledBy: string }) {
  const form = useZodForm(changeEmailBody, { email: '', currentPassword: '' });
  const change = useChangeEmail();

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
        label="New e-mail address"
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        value={String(form.values.email)}
        onChange={(value) => form.setField('email', value)}
        error={form.errors.email}
      />
      <TextField
        label="Your password, to confirm the change"
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        value={String(form.values.currentPassword)}
        onChange={(value) => form.setField('currentPassword', value)}
        error={form.errors.currentPassword}
      />
      <SubmitButton busy={change.isPending} busyLabel="Saving…">
        Change e-mail
      </SubmitButton>
    </form>
  );
}
