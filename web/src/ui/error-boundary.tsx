import { Component, useEffect, type ErrorInfo, type ReactNode } from 'react';
import { tApp } from '../i18n/app/i18n';
import { noteUnloadedShown } from '../lib/offline/connection';

interface State {
  failed: boolean;
}

/**
 * Catches a page that failed to render, most often a page chunk that did not download on a bad
 * connection, and offers a reload instead of a blank screen. Keyed by path by its parent, so
 * moving to another page starts afresh.
 */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Page failed to render', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <PageFailed /> : this.props.children;
  }
}

/** The page could not be shown; the offline notice is told, as for any read that failed. */
function PageFailed() {
  useEffect(() => noteUnloadedShown(), []);
  return (
    <div className="status status--error" role="alert">
      <p>{tApp('status.pageFailed')}</p>
      <button type="button" className="button" onClick={() => location.reload()}>
        {tApp('status.reload')}
      </button>
    </div>
  );
}
