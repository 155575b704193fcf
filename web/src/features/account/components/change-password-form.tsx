import { useZodForm } from '../../../lib/forms/use-zod-form';
import { NewPasswordField, PasswordField } from '../../../ui/fields';
import { changePasswordBody, useChangePassword } from '../api/change-password';
import { useAccountT } from '../i18n';
import { SettingsForm } from './settings-form';

export function ChangePasswordForm({ labelledBy }: { labelledBy: string }) {
  const form = useZodForm(changePasswordBody, { currentPassword: '', newPassword: '' });
  const change = useChangePassword();
  const t = useAccountT();
  return (
    <SettingsForm
      labelledBy={labelledBy}
      mutation={change}
      onSubmit={form.submitTo(change, { onSuccess: form.reset })}
      submitLabel={t('password.submit')}
    >
      <PasswordField label={t('password.current')} {...form.field('currentPassword')} />
      <NewPasswordField label={t('password.new')} {...form.field('newPassword')} />
    </SettingsForm>
  );
}
