import { useZodForm } from '../../../lib/forms/use-zod-form';
import { NewPasswordField, PasswordField } from '../../../ui/fields';
import { changePasswordBody, useChangePassword } from '../api/change-password';
import { SettingsForm } from './settings-form';

export function ChangePasswordForm({ labelledBy }: { labelledBy: string }) {
  const form = useZodForm(changePasswordBody, { currentPassword: '', newPassword: '' });
  const change = useChangePassword();
  return (
    <SettingsForm
      labelledBy={labelledBy}
      mutation={change}
      onSubmit={form.submitTo(change, { onSuccess: form.reset })}
      submitLabel="Change password"
    >
      <PasswordField label="Current password" {...form.field('currentPassword')} />
      <NewPasswordField label="New password" {...form.field('newPassword')} />
    </SettingsForm>
  );
}
