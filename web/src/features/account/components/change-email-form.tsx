import { useZodForm } from '../../../lib/forms/use-zod-form';
import { EmailField } from '../../../ui/fields';
import { changeEmailBody, useChangeEmail } from '../api/change-email';
import { useAccountT } from '../i18n';
import { ProofFields, useProof, type AccountIds } from './proof-fields';
import { SettingsForm } from './settings-form';

/**
 * A new address, confirmed by the link mailed to it. An account made with a phone number adds
 * its first one here, proven by a texted code; it sets a password afterwards if it wants one.
 */
export function ChangeEmailForm({
  labelledBy,
  account,
}: {
  labelledBy: string;
  account: AccountIds;
}) {
  const form = useZodForm(changeEmailBody, { email: '', currentPassword: '', code: '' });
  const proof = useProof(account);
  const change = useChangeEmail();
  const t = useAccountT();
  const adding = !account.email;
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
      submitLabel={adding ? t('email.addSubmit') : t('email.submit')}
    >
      {adding ? <p>{t('email.addIntro')}</p> : null}
      <EmailField label={adding ? t('email.add') : t('email.new')} {...form.field('email')} />
      <ProofFields
        proof={proof}
        passwordLabel={t('email.password')}
        password={form.field('currentPassword')}
        code={form.field('code')}
      />
    </SettingsForm>
  );
}
