import { useEffect, useSyncExternalStore } from 'react';
import { systemRoutes } from '@http/routes/system';
import { callRoute } from './call-route';

/*
 * Where the person is, for what follows their country before and after they register: the
 * country lists put it first, and a new account's location (and so its currency) is it. Signed
 * in, it is the account's country (read with /api/me); before that, the country CloudFront
 * located the visit in (GET /api/visitor-country), or, where it could not, the one the visitor
 * chose when the registration form asked them, once (kept on this device).
 */

const CHOSEN_KEY = 'visitorCountry';
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

interface State {
  /** The account's country name, once /api/me was read. */
  account?: string;
  /** CloudFront's answer: an ISO code, null where it could not tell, undefined until known. */
  detected?: string | null;
  /** What the visitor chose when asked: an ISO code, '' for "not now", null if never asked. */
  chosen: string | null;
}

function readChosen(): string | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage.getItem(CHOSEN_KEY);
  } catch {
    return null;
  }
}

let state: State | undefined;
const snapshot = (): State => (state ??= { chosen: readChosen() });
const update = (changes: Partial<State>) => {
  state = { ...snapshot(), ...changes };
  notify();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const serverState: State = { chosen: null };

let asking: Promise<void> | undefined;
/** Asks the API once per page load; a failure (offline) may be retried by the next screen. */
function detect(): Promise<void> {
  asking ??= callRoute(systemRoutes.visitorCountry).then(
    ({ country }) => update({ detected: country }),
    () => {
      asking = undefined;
    },
  );
  return asking;
}

/** The signed-in account's country (lib/use-me.ts calls it with each /api/me answer). */
export function rememberAccountCountry(name: string | undefined) {
  if (name && name !== snapshot().account) update({ account: name });
}

/** The visitor's answer to "which country are you in?" ('' for none), kept on this device. */
export function chooseVisitorCountry(code: string) {
  try {
    window.localStorage.setItem(CHOSEN_KEY, code);
  } catch {
    // not remembered; it still applies until the page is left
  }
  update({ chosen: code });
}

/** The country a registration should say the visitor chose (only when CloudFront could not tell). */
export const chosenVisitorCountry = (): string | undefined => snapshot().chosen || undefined;

/** The visit's country as the API and the visitor told it; detection starts on first use. */
export function useVisitorCountry() {
  const current = useSyncExternalStore(subscribe, snapshot, () => serverState);
  useEffect(() => {
    if (current.detected === undefined) void detect();
  }, [current.detected]);
  return {
    detected: current.detected,
    chosen: current.chosen,
    /** CloudFront could not tell, and they were never asked. */
    unknown: current.detected === null && current.chosen === null,
  };
}

/**
 * The person's own country: the account's (a reference name), else the visit's (an ISO code).
 * Kept free of the country list, which /api/me's callers do not all need (ui/country-labels.ts
 * names it).
 */
export function useOwnCountry(): { account?: string; visit?: string } {
  const visit = useVisitorCountry();
  const { account } = useSyncExternalStore(subscribe, snapshot, () => serverState);
  return { account, visit: visit.chosen || visit.detected || undefined };
}
