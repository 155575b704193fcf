import type { FormEvent, ReactNode } from 'react';
import { MutationStatus, type MessageMutation } from '../../../ui/status';
import { SubmitButton } from '../../../ui/submit-button';
import { useAccountT } from '../i18n';

/** A settings section's form: the answer of its last save above the fields, its button below. */
export function SettingsForm({
  labelledBy,
  mutation,
  onSubmit,
  submitLabel,
  busyLabel,
  children,
}: {
  labelledBy: string;
  mutation: MessageMutation & { isPending: boolean };
  onSubmit: (event: FormEvent) => void;
  submitLabel: string;
  /** What the button says while the request runs ("Saving…" unless told). */
  busyLabel?: string;
  children: ReactNode;
}) {
  const t = useAccountT();
  return (
    <form onSubmit={onSubmit} noValidate className="form" aria-labelledby={labelledBy}>
      <MutationStatus mutation={mutation} />
      {children}
      <SubmitButton busy={mutation.isPending} busyLabel={busyLabel ?? t('saving')}>
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
