import type { inboxRoutes } from '@http/routes/inbox';
import type { AnswerOf } from '@http/route-contract';
import { getIdToken } from '../auth/id-token';
import { backoffPoll } from './poll-schedule';

/**
 * The header's counts: notificationCount (the inbox) and messageCount (conversations), polled
 * together with conditional requests: an idle poll is one small GET answered 304 with no body,
 * less often while nothing changes and never in a hidden tab (poll-schedule.ts). Kept outside
 * React so every badge shares one poll, and the inbox and a conversation can set a fresh count
 * after marking something read.
 */

/** GET /api/inbox/unread's answer (asked with fetch itself: a conditional request, 304 when unchanged). */
export type UnreadCounts = AnswerOf<typeof inboxRoutes.unreadCount>;
type Key = keyof UnreadCounts;
const KEYS: readonly Key[] = ['notificationCount', 'messageCount'];

type Listener = (counts: UnreadCounts) => void;
const listeners = new Set<Listener>();
let counts = readStored();
let etag: string | undefined;

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

/** Asks the API whether the counts changed since the last answer; quiet (false) on failure. */
async function askForCounts(): Promise<boolean> {
  const token = await getIdToken().catch(() => null);
  if (!token) return false;
  try {
    const response = await fetch('/api/inbox/unread', {
      headers: { authorization: `Bearer ${token}`, ...(etag ? { 'if-none-match': etag } : {}) },
      cache: 'no-store',
    });
    if (response.status === 304 || !response.ok) return false;
    etag = response.headers.get('etag') ?? undefined;
    const body = (await response.json()) as Partial<UnreadCounts>;
    publish({
      notificationCount: body.notificationCount ?? 0,
      messageCount: body.messageCount ?? 0,
    });
    return true;
  } catch {
    /* offline: keep showing the last counts and try again on the next poll */
    return false;
  }
}

const poll = backoffPoll(askForCounts);

/** Sets a count from an answer that carries it (marking a notice seen, a conversation read). */
export const setUnread = (next: Partial<UnreadCounts>) => publish(next);

const visible = () => typeof document === 'undefined' || document.visibilityState === 'visible';
/** What the person does in the tab: each brings the next poll back to 30 s at most. */
const ACTIVITY = ['pointerdown', 'keydown'] as const;
const onActivity = () => poll.active();

/** Asks now (another screen was opened) and starts the schedule over. */
export async function refreshUnread(): Promise<void> {
  if (listeners.size > 0 && visible()) poll.shown();
  else await askForCounts();
}

function start() {
  poll.start(visible());
  // A hidden tab does not poll at all; it asks as soon as it is shown again.
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('focus', onActivity);
  for (const kind of ACTIVITY) document.addEventListener(kind, onActivity, { passive: true });
}

function stop() {
  poll.stop();
  document.removeEventListener('visibilitychange', onVisibility);
  window.removeEventListener('focus', onActivity);
  for (const kind of ACTIVITY) document.removeEventListener(kind, onActivity);
}

function onVisibility() {
  if (visible()) poll.shown();
  else poll.stop();
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
