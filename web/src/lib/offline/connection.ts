import { useSyncExternalStore } from 'react';

/**
 * Whether the app is cut off from the network, for the offline notice (app/layouts): the
 * browser says so (navigator.onLine), or a request just failed for network reasons, or the
 * service worker answered from its cache. Also the outcome of forms sent after being kept
 * offline (outbox.ts). Small and without imports: it is part of the first page's code.
 */
export interface ConnectionState {
  offline: boolean;
  /** What happened to forms kept offline once they were sent, shown until the next change. */
  outbox: { sent: number; refused: string[] } | null;
  /**
   * The page shows that something could not be loaded (a read's error with its "Try again", or
   * a page that failed to render) rather than a copy of it: the notice then says so instead of
   * claiming the page shows what was seen before.
   */
  unloadedShown: boolean;
}

let failed = false;
let outbox: ConnectionState['outbox'] = null;
let unloaded = 0;
let state: ConnectionState = { offline: false, outbox: null, unloadedShown: false };
const listeners = new Set<() => void>();

const update = () => {
  const offline = failed || (typeof navigator !== 'undefined' && navigator.onLine === false);
  const unloadedShown = unloaded > 0;
  if (offline !== state.offline || outbox !== state.outbox || unloadedShown !== state.unloadedShown)
    state = { offline, outbox, unloadedShown };
  for (const listener of listeners) listener();
};

/** A request got no answer, or only the service worker's copy of an earlier one. */
export function noteNetworkFailure(): void {
  if (!failed) {
    failed = true;
    update();
  }
}

/** A request got a fresh answer from the API. */
export function noteNetworkAnswer(): void {
  if (failed) {
    failed = false;
    update();
  }
}

/** Forms kept offline were sent: how many went through, and the API's reasons for the rest. */
export function noteOutboxResult(sent: number, refused: string[]): void {
  outbox = { sent, refused };
  update();
}

/**
 * A failure to load is on screen (ui/status.tsx's ErrorState with a retry, ui/error-boundary.tsx)
 * until the returned function is called, when it goes.
 */
export function noteUnloadedShown(): () => void {
  unloaded += 1;
  update();
  return () => {
    unloaded -= 1;
    update();
  };
}

const onOnline = () => {
  failed = false;
  update();
};

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) {
    window.addEventListener('online', onOnline);
    window.addEventListener('offline', update);
  }
  listeners.add(listener);
  update();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', update);
    }
  };
}

const serverState: ConnectionState = { offline: false, outbox: null, unloadedShown: false };

export function useConnection(): ConnectionState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => serverState,
  );
}
