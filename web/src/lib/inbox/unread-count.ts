import { getIdToken } from '../auth/id-token';

/**
 * The header's notificationCount, polled with conditional requests: an idle poll is one small
 * GET answered 304 with no body. Kept outside React so every badge shares one poll, and the
 * inbox page can ask for a fresh count after opening a message.
 */
const POLL_MS = 30_000;
/** The spec's stored key: the last count shows at once on the next visit. */
const STORE_KEY = 'notificationCount';

type Listener = (count: number) => void;
const listeners = new Set<Listener>();
let count = readStored();
let etag: string | undefined;
let timer: ReturnType<typeof setInterval> | undefined;

function readStored(): number {
  try {
    return Number(localStorage.getItem(STORE_KEY)) || 0;
  } catch {
    return 0;
  }
}

function publish(next: number) {
  count = next;
  try {
    localStorage.setItem(STORE_KEY, String(next));
  } catch {
    /* private mode: the count still shows, it is just not remembered */
  }
  for (const listener of listeners) listener(next);
}

/** Asks the API whether the count changed since the last answer; quiet on failure. */
export async function refreshUnread(): Promise<void> {
  const token = await getIdToken().catch(() => null);
  if (!token) return;
  try {
    const response = await fetch('/api/inbox/unread', {
      headers: { authorization: `Bearer ${token}`, ...(etag ? { 'if-none-match': etag } : {}) },
      cache: 'no-store',
    });
    if (response.status === 304 || !response.ok) return;
    etag = response.headers.get('etag') ?? undefined;
    const body = (await response.json()) as { notificationCount?: number };
    publish(body.notificationCount ?? 0);
  } catch {
    /* offline: keep showing the last count and try again on the next tick */
  }
}

/** Sets the count from an answer that carries it (marking a message seen). */
export const setUnread = (next: number) => publish(next);

const visible = () => typeof document === 'undefined' || document.visibilityState === 'visible';

function start() {
  void refreshUnread();
  // A hidden tab does not poll; it catches up as soon as it is shown again.
  timer = setInterval(() => visible() && void refreshUnread(), POLL_MS);
  document.addEventListener('visibilitychange', onVisible);
}

function stop() {
  clearInterval(timer);
  timer = undefined;
  document.removeEventListener('visibilitychange', onVisible);
}

function onVisible() {
  if (visible()) void refreshUnread();
}

/** Subscribes to the count; the first subscriber starts the poll, the last one stops it. */
export function watchUnread(listener: Listener): () => void {
  listeners.add(listener);
  listener(count);
  if (listeners.size === 1) start();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) stop();
  };
}

/** Forget the count when the user signs out, so the next user starts from their own. */
export function resetUnread() {
  etag = undefined;
  publish(0);
}
