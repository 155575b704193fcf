import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { useSession } from '../../../lib/auth/session-context';
import { TextField } from '../../../ui/fields';
import { ErrorState, SuccessState } from '../../../ui/status';
import { useReportProfile } from '../api/report-profile';

const REASON_MAX = 500;

/** "Report this profile": signed-in people other than its owner send a reason to the admins. */
export function ReportProfile({ uid }: { uid: string }) {
  const { session } = useSession();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const report = useReportProfile(uid);
  if (session.status !== 'signedIn' || session.uid === uid) return null;
  if (report.isSuccess) {
    return (
      <SuccessState>
        <p>{report.data.message}</p>
      </SuccessState>
    );
  }
  if (!open) {
    return (
      <button type="button" className="button button--link" onClick={() => setOpen(true)}>
        Report this profile
      </button>
    );
  }
  const send = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim()) report.mutate(reason.trim());
  };
  return (
    <form className="form" onSubmit={send} noValidate>
      <TextField
        label="Why are you reporting this profile?"
        name="reason"
        value={reason}
        onChange={setReason}
        maxLength={REASON_MAX}
      />
      {report.isError ? <ErrorState message={errorMessage(report.error)} /> : null}
      <div className="button-row">
        <button type="submit" className="button button--small" disabled={report.isPending}>
          Send report
        </button>
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => setOpen(false)}
        >
          Cancel
        </button>
      </div>
    </form>
  );
}
