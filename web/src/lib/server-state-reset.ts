import { OWN_API_CACHE, SIGNED_OUT } from '../sw/cache-rules';

/**
 * Lets the session drop cached server data on sign-in and sign-out without importing TanStack
 * Query: that library is loaded only with the pages that fetch, not with the first page.
 */
let reset: (() => void) | null = null;

export function setServerStateReset(fn: () => void): void {
  reset = fn;
}

/** Forgets everything fetched for the previous user (nothing to do if nothing was loaded). */
export function clearServerState(): void {
  reset?.();
  // The service worker's copies of the account's own answers, kept for offline use: a shared
  // phone must not show them to the next person (they are also kept apart by account).
  // The worker is told first, so an own answer still on its way is not written back after.
  if (typeof navigator !== 'undefined')
    navigator.serviceWorker?.controller?.postMessage({ type: SIGNED_OUT });
  if (typeof caches !== 'undefined') void caches.delete(OWN_API_CACHE).catch(() => undefined);
  // The counts' module comes with the signed-in header; fetched here if it has not come yet,
  // so that the stored counts of the previous user are forgotten either way.
  void import('./inbox/unread-count').then(
    ({ resetUnread }) => resetUnread(),
    () => undefined,
  );
}
