import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { TextField } from '../../../ui/fields';
import { MutationStatus } from '../../../ui/status';
import { SubmitButton } from '../../../ui/submit-button';
import type { AdminUser } from '../api/admin-user';
import { suspendBody, useSuspension } from '../api/suspension';

/** The user's suspension (who, when, why) with "Lift suspension", or a form to suspend them. */
export function SuspensionPanel({
  uid,
  suspension,
}: {
  uid: string;
  suspension: AdminUser['suspension'];
}) {
  const { suspend, lift } = useSuspension(uid);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [last, setLast] = useState<'suspend' | 'lift'>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = suspendBody.safeParse({ reason });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    if (!window.confirm('Suspend this user? They cannot sign in until the suspension is lifted.'))
      return;
    setLast('suspend');
    suspend.mutate(parsed.data, { onSuccess: () => setReason('') });
  };
  return (
    <section aria-labelledby="suspension-title" className="card">
      <h2 id="suspension-title">Suspension</h2>
      {suspension ? (
        <>
          <p data-state="suspended">
            Suspended on {new Date(suspension.at).toLocaleString()} by{' '}
            <Link to={`/users/${suspension.by}`}>{suspension.byEmail ?? suspension.by}</Link>
          </p>
          <p>Reason: {suspension.reason ?? '—'}</p>
          <button
            type="button"
            className="button button--secondary"
            disabled={lift.isPending}
            onClick={() => {
              setLast('lift');
              lift.mutate();
            }}
          >
            Lift suspension
          </button>
        </>
      ) : (
        <>
          <p data-state="active">Not suspended.</p>
          <form onSubmit={submit} noValidate className="form">
            <TextField
              label="Reason for suspending"
              name="reason"
              value={reason}
              onChange={setReason}
              error={error}
              maxLength={500}
            />
            <SubmitButton busy={suspend.isPending} busyLabel="Suspending…">
              Suspend
            </SubmitButton>
          </form>
        </>
      )}
      {last ? <MutationStatus mutation={last === 'lift' ? lift : suspend} /> : null}
    </section>
  );
}
