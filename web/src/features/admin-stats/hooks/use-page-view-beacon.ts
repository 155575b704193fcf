import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { groupsOf, useSession } from '../../../lib/auth/session-context';
import { whenSettled } from '../../../lib/when-settled';

/** The user types among the groups (kept here so zod and the core stay out of the first load). */
const USER_TYPES = ['parent', 'childcarer', 'cook', 'institution'];
const PAGE_VIEW_URL = '/api/traffic/page-view';

/** Fire and forget: a beacon, else fetch keepalive; analytics never break or hold a page. */
function send(body: string) {
  try {
    const blob = new Blob([body], { type: 'application/json' });
    if (navigator.sendBeacon?.(PAGE_VIEW_URL, blob)) return;
    void fetch(PAGE_VIEW_URL, {
      method: 'POST',
      keepalive: true,
      headers: { 'content-type': 'application/json' },
      body,
    }).catch(() => undefined);
  } catch {
    /* nothing to do */
  }
}

/** The first page's view, held until the page settles; undefined once it has gone. */
let held: string | undefined;
let sentFirst = false;
let cancelHold: (() => void) | undefined;

function sendHeld() {
  cancelHold?.();
  cancelHold = undefined;
  if (held !== undefined) send(held);
  held = undefined;
}

/**
 * The first view of a visit waits until the page has settled (lib/when-settled.ts), so its
 * request never competes with the landing page's scripts and data on a slow link; it goes at
 * once when the visitor moves to another page or leaves. Later views go at once.
 */
function record(body: string) {
  if (sentFirst) {
    sendHeld();
    send(body);
    return;
  }
  sentFirst = true;
  held = body;
  cancelHold = whenSettled(sendHeld, { flushOnLeave: true });
}

/**
 * The site's own analytics, no third-party tracker: once per route change (after the session
 * is known), the path (the API keeps only its route pattern) and the signed-in user's type.
 */
export function usePageViewBeacon() {
  const { pathname } = useLocation();
  const { session } = useSession();
  const ready = session.status !== 'checking';
  const userType = useRef<string | undefined>(undefined);
  userType.current = groupsOf(session)?.find((group) => USER_TYPES.includes(group));
  useEffect(() => {
    if (!ready) return;
    const type = userType.current;
    record(JSON.stringify({ path: pathname, ...(type ? { user_type: type } : {}) }));
  }, [pathname, ready]);
}
