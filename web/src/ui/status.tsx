import { useEffect, type ReactNode } from 'react';
import { errorMessage, isKeptOffline } from '../lib/api-error';
import { noteUnloadedShown } from '../lib/offline/connection';
import { useAppT } from '../i18n/app/i18n';

/** Loading, empty, error and success states, the same on every screen. */

export function LoadingState({ label }: { label?: string }) {
  const t = useAppT();
  return (
    <p className="status status--loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      {label ?? t('status.loading')}
    </p>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return <p className="status status--empty">{children}</p>;
}

/**
 * A failure, said in place. With `onRetry` it is a read that failed (what the page would show
 * is not there), which the offline notice is told about so it does not claim otherwise.
 */
export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const t = useAppT();
  const unloaded = Boolean(onRetry);
  useEffect(() => (unloaded ? noteUnloadedShown() : undefined), [unloaded]);
  return (
    <div className="status status--error" role="alert">
      <p>{message}</p>
      {onRetry ? (
        <button type="button" className="button button--secondary" onClick={onRetry}>
          {t('status.tryAgain')}
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

/** The parts of a TanStack mutation whose answer is a `{ message }`. */
export interface MessageMutation {
  isSuccess: boolean;
  data?: { message: string };
  isError: boolean;
  error: unknown;
}

/** What a mutation answered: the API's success message, or why it failed; nothing before. */
export function MutationStatus({ mutation }: { mutation: MessageMutation }) {
  return (
    <>
      {mutation.isSuccess && mutation.data ? (
        <SuccessState>
          <p>{mutation.data.message}</p>
        </SuccessState>
      ) : null}
      {mutation.isError ? <ErrorState message={errorMessage(mutation.error)} /> : null}
    </>
  );
}

/** Why a send failed; or, for a form kept offline, that it waits on this phone (no failure). */
export function SendError({ error }: { error: unknown }) {
  if (isKeptOffline(error))
    return (
      <p className="notice" role="status">
        {errorMessage(error)}
      </p>
    );
  return <ErrorState message={errorMessage(error)} />;
}
