/**
 * "Stay signed in on this phone?" left unticked: the session lives in this tab's sessionStorage
 * instead of localStorage, so it ends when the browser (or the tab) is closed, and nothing of it
 * is kept for offline use (docs/decisions/offline-and-pwa.md, "A shared phone: a session that
 * ends with the browser"). The choice is itself kept in sessionStorage and read on every page
 * load, before Amplify: the tokens are looked for where the choice says they are. Small and
 * without imports: the first page reads it (session-hint.ts, api-client.ts).
 */

const FLAG = 'marketplace.sessionOnly';

/** The browser's storage of that name, or undefined (prerendering, storage blocked). */
function storage(name: 'localStorage' | 'sessionStorage'): Storage | undefined {
  try {
    return (globalThis as unknown as Record<string, Storage | undefined>)[name];
  } catch {
    return undefined;
  }
}

/** Whether this tab's session ends with the browser (the person did not ask to stay signed in). */
export function sessionOnly(): boolean {
  try {
    return storage('sessionStorage')?.getItem(FLAG) === '1';
  } catch {
    return false;
  }
}

/** Records the choice made at sign-in, for this tab and its reloads. */
export function chooseSessionOnly(on: boolean): void {
  try {
    if (on) storage('sessionStorage')?.setItem(FLAG, '1');
    else storage('sessionStorage')?.removeItem(FLAG);
  } catch {
    // storage blocked: nothing to remember the choice in; the tab keeps the default
  }
}

/**
 * Where this tab's session is kept: sessionStorage when it ends with the browser, else
 * localStorage. Undefined where there is no storage to read.
 */
export function sessionStore(): Storage | undefined {
  return storage(sessionOnly() ? 'sessionStorage' : 'localStorage');
}
