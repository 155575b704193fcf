import { Suspense, useState, type FormEvent } from 'react';
import { limits, reasonMissing } from '@core/community/limits';
import type { ReportInput } from '@core/reports/schemas';
import { isKeptOffline } from '../lib/api-error';
import { useApiWords } from '../lib/forms/api-words';
import { useFocusOnRefusal } from '../lib/forms/focus-on-refusal';
import { useSendReport } from '../lib/send-report';
import { TextField } from './fields';
import { LoadingState, SendError, SuccessState } from './status';
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
export type ReportKind =
  'post' | 'comment' | 'profile' | 'message' | 'review' | 'job' | 'agreement';

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
  // The API's words load with the form, not with every page that offers a report.
  return (
    <Suspense fallback={<LoadingState />}>
      <ReasonForm
        what={what}
        maxLength={maxLength}
        sending={sending}
        onSend={onSend}
        onCancel={() => setOpen(false)}
      />
    </Suspense>
  );
}

/** The reason, required: an empty one is refused here, in the API's own words. */
function ReasonForm({
  what,
  maxLength,
  sending,
  onSend,
  onCancel,
}: {
  what: ReportKind;
  maxLength: number;
  sending: Sending;
  onSend: (reason: string) => void;
  onCancel: () => void;
}) {
  const t = useUiT();
  const say = useApiWords();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const { sentFrom, refused } = useFocusOnRefusal();
  const send = (event: FormEvent) => {
    event.preventDefault();
    sentFrom(event);
    setTried(true);
    if (!reason.trim()) return refused();
    onSend(reason.trim());
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
        error={tried && !reason.trim() ? say(reasonMissing) : undefined}
      />
      {sending.isError ? <SendError error={sending.error} /> : null}
      <SendOrCancel label={t('report.send')} busy={sending.isPending} onCancel={onCancel} />
    </form>
  );
}
