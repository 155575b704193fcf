import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../../../lib/api-error';
import { useSession } from '../../../lib/auth/session-context';
import { useZodForm } from '../../../lib/forms/use-zod-form';
import { ErrorState } from '../../../ui/status';
import { SubmitButton } from '../../../ui/submit-button';
import { deleteAccountBody, useDeleteAccount } from '../api/delete-account';
import { useAccountT } from '../i18n';
import { ProofFields, useProof, type AccountIds } from './proof-fields';

/**
 * Two steps (open, then confirm with the password, or a texted code for an account made by
 * phone) so one stray tap deletes nothing.
 */
export function DeleteAccountForm({
  labelledBy,
  account,
}: {
  labelledBy: string;
  account: AccountIds;
}) {
  const [open, setOpen] = useState(false);
  const form = useZodForm(deleteAccountBody, { currentPassword: '', code: '' });
  const proof = useProof(account);
  const remove = useDeleteAccount();
  const { signOut } = useSession();
  const navigate = useNavigate();
  const t = useAccountT();

  const handleSubmit = form.submitTo(remove, {
    extra: proof.extra,
    onSuccess: async ({ message }) => {
      // The account is gone; ending the local session cannot fail in a way that matters.
      await signOut().catch(() => undefined);
      void navigate('/', { replace: true, state: { notice: message } });
    },
  });

  if (!open) {
    return (
      <>
        <p>{t('delete.warning')}</p>
        <button type="button" className="button button--danger" onClick={() => setOpen(true)}>
          {t('delete.open')}
        </button>
      </>
    );
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="form" aria-labelledby={labelledBy}>
      {remove.isError ? <ErrorState message={errorMessage(remove.error)} /> : null}
      <ProofFields
        proof={proof}
        passwordLabel={t('delete.password')}
        password={form.field('currentPassword')}
        code={form.field('code')}
      />
      <div className="button-row">
        <SubmitButton busy={remove.isPending} busyLabel={t('delete.busy')}>
          {t('delete.submit')}
        </SubmitButton>
        <button type="button" className="button button--secondary" onClick={() => setOpen(false)}>
          {t('delete.keep')}
        </button>
      </div>
    </form>
  );
}
