import type { ReactNode } from 'react';

/** Loading, empty, error and success states, the same on every screen. */

export function LoadingState({ label = 'Loading…' }: { label?: string }) {
  return (
    <p className="status status--loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      {label}
    </p>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return <p className="status status--empty">{children}</p>;
}

export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div className="status status--error" role="alert">
      <p>{message}</p>
      {onRetry ? (
        <button type="button" className="button button--secondary" onClick={onRetry}>
          Try again
        </button>
      ) : null}
    </div>
  );
}

export function SuccessState({ children }: { children: ReactNode }) {
  return (
    <div className="status status--success" role="status">
      {children}
    </div>
  );
}
