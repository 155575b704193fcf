import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../../../lib/api-error';
import { useSession } from '../../../lib/auth/session-context';
import { useZodForm } from '../../../lib/forms/use-zod-form';
import { PasswordField } from '../../../ui/fields';
import { ErrorState } from '../../../ui/status';
import { SubmitButton } from '../../../ui/submit-button';
import { deleteAccountBody, useDeleteAccount } from '../api/delete-account';

/** Two steps (open, then confirm with the password) so one stray tap deletes nothing. */
export function DeleteAccountForm({ labelledBy }: { labelledBy: string }) {
  const [open, setOpen] = useState(false);
  const form = useZodForm(deleteAccountBody, { currentPassword: '' });
  const remove = useDeleteAccount();
  const { signOut } = useSession();
  const navigate = useNavigate();

  const handleSubmit = form.submitTo(remove, {
    onSuccess: async ({ message }) => {
      // The account is gone; ending the local session cannot fail in a way that matters.
      await signOut().catch(() => undefined);
      navigate('/', { replace: true, state: { notice: message } });
    },
  });

  if (!open) {
    return (
      <>
        <p>
          This removes your sign-in, your profile and every document you uploaded. It cannot be
          undone.
        </p>
        <button type="button" className="button button--danger" onClick={() => setOpen(true)}>
          Delete my account
        </button>
      </>
    );
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="form" aria-labelledby={labelledBy}>
      {remove.isError ? <ErrorState message={errorMessage(remove.error)} /> : null}
      <PasswordField
        label="Your password, to confirm deletion"
        {...form.field('currentPassword')}
      />
      <div className="button-row">
        <SubmitButton busy={remove.isPending} busyLabel="Deleting…">
          Delete my account for good
        </SubmitButton>
        <button type="button" className="button button--secondary" onClick={() => setOpen(false)}>
          Keep my account
        </button>
      </div>
    </form>
  );
}
