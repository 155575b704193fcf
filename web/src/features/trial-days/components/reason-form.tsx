import { useState, type FormEvent } from 'react';
import { TRIAL_REASON_MAX } from '@core/trial-days/schemas';
import { useFocusOnRefusal } from '../../../lib/forms/focus-on-refusal';
import { TextField } from '../../../ui/fields';
import { SendError } from '../../../ui/status';
import { SendOrCancel } from '../../../ui/submit-button';
import { useTrialDaysT } from '../i18n';

/** A reason asked in place (cancelling, reporting), sent once. */
export function ReasonForm({
  label,
  sendLabel,
  busy,
  error,
  onSend,
  onCancel,
}: {
  label: string;
  sendLabel: string;
  busy: boolean;
  error: unknown;
  onSend: (reason: string) => void;
  onCancel: () => void;
}) {
  const t = useTrialDaysT();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const { sentFrom, refused } = useFocusOnRefusal();
  const missing = reason.trim() ? undefined : t('form.reasonMissing');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    sentFrom(event);
    setTried(true);
    if (missing) return refused();
    if (!busy) onSend(reason.trim());
  };
  return (
    <form className="form" onSubmit={submit} noValidate>
      <TextField
        label={label}
        name="reason"
        required
        maxLength={TRIAL_REASON_MAX}
        value={reason}
        onChange={setReason}
        error={tried ? missing : undefined}
      />
      {error ? <SendError error={error} /> : null}
      <SendOrCancel label={busy ? t('sending') : sendLabel} busy={busy} onCancel={onCancel} />
    </form>
  );
}
