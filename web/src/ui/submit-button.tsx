import type { ReactNode } from 'react';
import { useUiT } from './i18n';

/** A primary button that says it is busy, and cannot be pressed twice, while a request runs. */
export function SubmitButton({
  busy,
  busyLabel,
  children,
}: {
  busy: boolean;
  busyLabel: string;
  children: ReactNode;
}) {
  return (
    <button type="submit" className="button" disabled={busy} aria-busy={busy || undefined}>
      {busy ? busyLabel : children}
    </button>
  );
}

/** A small send button beside "Cancel", for forms opened in place (a report, an answer). */
export function SendOrCancel({
  label,
  busy,
  onCancel,
}: {
  label: string;
  busy: boolean;
  onCancel: () => void;
}) {
  const t = useUiT();
  return (
    <div className="button-row">
      <button type="submit" className="button button--small" disabled={busy}>
        {label}
      </button>
      <button type="button" className="button button--secondary button--small" onClick={onCancel}>
        {t('common.cancel')}
      </button>
    </div>
  );
}
