import { getIdToken } from '../auth/id-token';

/**
 * The header's counts: notificationCount (the inbox) and messageCount (conversations), polled
 * together with conditional requests: an idle poll is one small GET answered 304 with no body.
 * Kept outside React so every badge shares one poll, and the inbox and a conversation can set
 * a fresh count after marking something read.
 */
const POLL_MS = 30_000;

export interface UnreadCounts {
  notificationCount: number;
  messageCount: number;
}
type Key = keyof UnreadCounts;
const KEYS: readonly Key[] = ['notificationCount', 'messageCount'];

type Listener = (counts: UnreadCounts) => void;
const listeners = new Set<Listener>();
let counts = readStored();
let etag: string | undefined;
let timer: ReturnType<typeof setInterval> | undefined;

/** Each count under its own stored key (the spec's notificationCount among them). */
function readStored(): UnreadCounts {
  const read = (key: Key) => {
    try {
      return Number(localStorage.getItem(key)) || 0;
    } catch {
      return 0;
    }
  };
  return { notificationCount: read('notificationCount'), messageCount: read('messageCount') };
}

function publish(next: Partial<UnreadCounts>) {
  counts = { ...counts, ...next };
  try {
    for (const key of KEYS) localStorage.setItem(key, String(counts[key]));
  } catch {
    /* private mode: the counts still show, they are just not remembered */
  }
  for (const listener of listeners) listener(counts);
}

/** Asks the API whether the counts changed since the last answer; quiet on failure. */
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
    const body = (await response.json()) as Partial<UnreadCounts>;
    publish({
      notificationCount: body.notificationCount ?? 0,
      messageCount: body.messageCount ?? 0,
    });
  } catch {
    /* offline: keep showing the last counts and try again on the next tick */
  }
}

/** Sets a count from an answer that carries it (marking a notice seen, a conversation read). */
export const setUnread = (next: Partial<UnreadCounts>) => publish(next);

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

/** Subscribes to the counts; the first subscriber starts the poll, the last one stops it. */
export function watchUnread(listener: Listener): () => void {
  listeners.add(listener);
  listener(counts);
  if (listeners.size === 1) start();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) stop();
  };
}

/** Forget the counts when the user signs out, so the next user starts from their own. */
export function resetUnread() {
  etag = undefined;
  publish({ notificationCount: 0, messageCount: 0 });
}
