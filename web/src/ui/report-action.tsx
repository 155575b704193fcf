import { useState, type FormEvent } from 'react';
import { limits } from '@core/community/limits';
import type { ReportInput } from '@core/reports/schemas';
import { isKeptOffline } from '../lib/api-error';
import { useSendReport } from '../lib/send-report';
import { TextField } from './fields';
import { SendError, SuccessState } from './status';
import { SendOrCancel } from './submit-button';
import { useUiT } from './i18n';

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
 * The kind of thing reported, as the button names it: each kind has whole sentences in the
 * catalogue ("Report this post"), since a noun changes the words around it in other languages.
 */
export type ReportKind = 'post' | 'comment' | 'profile' | 'message' | 'review' | 'job';

/**
 * "Report this …": opens a short reason field and sends it once to the admins' queue; the
 * same action on posts, comments, profiles and messages.
 */
export function ReportButton({ target, what }: { target: ReportTarget; what: ReportKind }) {
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
  what: ReportKind;
  maxLength: number;
  sending: Sending;
  onSend: (reason: string) => void;
}) {
  const t = useUiT();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  if (sending.isSuccess && sending.data) {
    return (
      <SuccessState>
        <p>{sending.data.message}</p>
      </SuccessState>
    );
  }
  // Kept offline: sent once the network is back; not asked a second time.
  if (isKeptOffline(sending.error)) return <SendError error={sending.error} />;
  if (!open) {
    return (
      <button type="button" className="button button--link" onClick={() => setOpen(true)}>
        {t(`report.${what}.open`)}
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
        label={t(`report.${what}.reason`)}
        name="reason"
        required
        value={reason}
        onChange={setReason}
        maxLength={maxLength}
      />
      {sending.isError ? <SendError error={sending.error} /> : null}
      <SendOrCancel
        label={t('report.send')}
        busy={sending.isPending}
        onCancel={() => setOpen(false)}
      />
    </form>
  );
}
