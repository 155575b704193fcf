import { resetUnread } from './inbox/unread-count';

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
  resetUnread();
}
