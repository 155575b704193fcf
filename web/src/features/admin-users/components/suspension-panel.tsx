import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { TextField } from '../../../ui/fields';
import { MutationStatus } from '../../../ui/status';
import { SubmitButton } from '../../../ui/submit-button';
import type { AdminUser } from '../api/admin-user';
import { suspendBody, useSuspension } from '../api/suspension';
import { formatMoment } from '../../../i18n/format';
import { useAdminUsersT } from '../i18n';
import { useFocusOnRefusal } from '../../../lib/forms/focus-on-refusal';

/** The user's suspension (who, when, why) with "Lift suspension", or a form to suspend them. */
export function SuspensionPanel({
  uid,
  suspension,
}: {
  uid: string;
  suspension: AdminUser['suspension'];
}) {
  const t = useAdminUsersT();
  const { suspend, lift } = useSuspension(uid);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [last, setLast] = useState<'suspend' | 'lift'>();
  const { sentFrom, refused } = useFocusOnRefusal();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    sentFrom(event);
    const parsed = suspendBody.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return refused();
    }
    setError(undefined);
    if (!window.confirm(t('suspension.confirm'))) return;
    setLast('suspend');
    suspend.mutate(parsed.data, { onSuccess: () => setReason('') });
  };
  return (
    <section aria-labelledby="suspension-title" className="card">
      <h2 id="suspension-title">{t('suspension.title')}</h2>
      {suspension ? (
        <>
          <p data-state="suspended">
            {t('suspension.suspendedOn', { when: formatMoment(suspension.at) })}{' '}
            <Link to={`/users/${suspension.by}`}>{suspension.byEmail ?? suspension.by}</Link>
          </p>
          <p>{t('suspension.reason', { reason: suspension.reason ?? '—' })}</p>
          <button
            type="button"
            className="button button--secondary"
            disabled={lift.isPending}
            onClick={() => {
              setLast('lift');
              lift.mutate();
            }}
          >
            {t('suspension.lift')}
          </button>
        </>
      ) : (
        <>
          <p data-state="active">{t('suspension.none')}</p>
          <form onSubmit={submit} noValidate className="form">
            <TextField
              label={t('suspension.reasonLabel')}
              name="reason"
              required
              value={reason}
              onChange={setReason}
              error={error}
              maxLength={500}
            />
            <SubmitButton busy={suspend.isPending} busyLabel={t('suspension.busy')}>
              {t('suspension.submit')}
            </SubmitButton>
          </form>
        </>
      )}
      {last ? <MutationStatus mutation={last === 'lift' ? lift : suspend} /> : null}
    </section>
  );
}
