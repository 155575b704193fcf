import { useZodForm } from '../../../lib/forms/use-zod-form';
import { EmailField, PasswordField } from '../../../ui/fields';
import { changeEmailBody, useChangeEmail } from '../api/change-email';
import { useAccountT } from '../i18n';
import { SettingsForm } from './settings-form';

export function ChangeEmailForm({ labelledBy }: { labelledBy: string }) {
  const form = useZodForm(changeEmailBody, { email: '', currentPassword: '' });
  const change = useChangeEmail();
  const t = useAccountT();
  return (
    <SettingsForm
      labelledBy={labelledBy}
      mutation={change}
      onSubmit={form.submitTo(change, { onSuccess: form.reset })}
      submitLabel={t('email.submit')}
    >
      <EmailField label={t('email.new')} {...form.field('email')} />
      <PasswordField label={t('email.password')} {...form.field('currentPassword')} />
    </SettingsForm>
  );
}
