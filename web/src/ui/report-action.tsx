import { useState, type FormEvent } from 'react';
import { limits } from '@core/community/limits';
import type { ReportInput } from '@core/reports/schemas';
import { errorMessage } from '../lib/api-error';
import { useSendReport } from '../lib/send-report';
import { TextField } from './fields';
import { ErrorState, SuccessState } from './status';
import { SendOrCancel } from './submit-button';

/** The state of the request that sends a report (a react-query mutation fits). */
interface Sending {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  isSuccess: boolean;
  data?: { message: string };
}

/** What is reported (a post, a comment, a profile, a message); the reason is asked here. */
export type ReportTarget = Omit<ReportInput, 'reason'>;

/**
 * "Report this …": opens a short reason field and sends it once to the admins' queue; the
 * same action on posts, comments, profiles and messages.
 */
export function ReportButton({ target, what }: { target: ReportTarget; what: string }) {
  const report = useSendReport();
  return (
    <ReportAction
      what={what}
      maxLength={limits.reason}
      sending={report}
      onSend={(reason) => report.mutate({ ...target, reason })}
    />
  );
}

function ReportAction({
  what,
  maxLength,
  sending,
  onSend,
}: {
  what: string;
  maxLength: number;
  sending: Sending;
  onSend: (reason: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  if (sending.isSuccess && sending.data) {
    return (
      <SuccessState>
        <p>{sending.data.message}</p>
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
    if (reason.trim()) onSend(reason.trim());
  };
  return (
    <form className="form" onSubmit={send} noValidate>
      <TextField
        label={`Why are you reporting this ${what}?`}
        name="reason"
        value={reason}
        onChange={setReason}
        maxLength={maxLength}
      />
      {sending.isError ? <ErrorState message={errorMessage(sending.error)} /> : null}
      <SendOrCancel label="Send report" busy={sending.isPending} onCancel={() => setOpen(false)} />
    </form>
  );
}
