import { useZodForm } from '../../../lib/forms/use-zod-form';
import { NewPasswordField } from '../../../ui/fields';
import { changePasswordBody, useChangePassword } from '../api/change-password';
import { useAccountT } from '../i18n';
import { ProofFields, useProof, type AccountIds } from './proof-fields';
import { SettingsForm } from './settings-form';

/** A new password, proven by the current one; or, for an account made by phone, a texted code. */
export function ChangePasswordForm({
  labelledBy,
  account,
}: {
  labelledBy: string;
  account: AccountIds;
}) {
  const form = useZodForm(changePasswordBody, { currentPassword: '', code: '', newPassword: '' });
  const proof = useProof(account);
  const change = useChangePassword();
  const t = useAccountT();
  const setting = !account.email;
  return (
    <SettingsForm
      labelledBy={labelledBy}
      mutation={change}
      onSubmit={form.submitTo(change, {
        extra: proof.extra,
        onSuccess: () => {
          form.reset();
          proof.reset();
        },
      })}
      submitLabel={setting ? t('password.setSubmit') : t('password.submit')}
    >
      {setting ? <p>{t('password.setIntro')}</p> : null}
      <ProofFields
        proof={proof}
        passwordLabel={t('password.current')}
        password={form.field('currentPassword')}
        code={form.field('code')}
      />
      <NewPasswordField label={t('password.new')} {...form.field('newPassword')} />
    </SettingsForm>
  );
}
