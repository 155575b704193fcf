import { useState, type FormEvent } from 'react';
import type { ReportInput } from '@core/reports/schemas';
import { limits } from '@core/community/schemas';
import { errorMessage } from '../../../lib/api-error';
import { TextField } from '../../../ui/fields';
import { ErrorState, SuccessState } from '../../../ui/status';
import { useReport } from '../api/report';

/** What is reported: a post, or a comment of a post (the reason is asked here). */
type Target = Omit<ReportInput, 'reason'>;

/** "Report": a short reason, sent once to the admins' queue. */
export function ReportButton({ target, what }: { target: Target; what: string }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const report = useReport();
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
        Report this {what}
      </button>
    );
  }
  const send = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim()) report.mutate({ ...target, reason: reason.trim() });
  };
  return (
    <form className="form" onSubmit={send} noValidate>
      <TextField
        label={`Why are you reporting this ${what}?`}
        name="reason"
        value={reason}
        onChange={setReason}
        maxLength={limits.reason}
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
