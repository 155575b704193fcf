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
}

let failed = false;
let outbox: ConnectionState['outbox'] = null;
let state: ConnectionState = { offline: false, outbox: null };
const listeners = new Set<() => void>();

const update = () => {
  const offline = failed || (typeof navigator !== 'undefined' && navigator.onLine === false);
  if (offline !== state.offline || outbox !== state.outbox) state = { offline, outbox };
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

const serverState: ConnectionState = { offline: false, outbox: null };

export function useConnection(): ConnectionState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => serverState,
  );
}
