import { useZodForm } from '../../../lib/forms/use-zod-form';
import { EmailField, PasswordField } from '../../../ui/fields';
import { changeEmailBody, useChangeEmail } from '../api/change-email';
import { SettingsForm } from './settings-form';

export function ChangeEmailForm({ labelledBy }: { labelledBy: string }) {
  const form = useZodForm(changeEmailBody, { email: '', currentPassword: '' });
  const change = useChangeEmail();
  return (
    <SettingsForm
      labelledBy={labelledBy}
      mutation={change}
      onSubmit={form.submitTo(change, { onSuccess: form.reset })}
      submitLabel="Change e-mail"
    >
      <EmailField label="New e-mail address" {...form.field('email')} />
      <PasswordField
        label="Your password, to confirm the change"
        {...form.field('currentPassword')}
      />
    </SettingsForm>
  );
}
