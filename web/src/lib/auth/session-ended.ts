/**
 * A signed-in call the API refused with 401: the session is over (the person's roles or
 * password changed, the account was suspended or deleted, or the token is no good). api-client
 * reports it here, without loading Amplify; the app shell listens
 * (app/guards/session-ended-redirect.tsx), signs this browser out and shows the login page with
 * the API's message.
 */
type Listener = (message: string) => void;

const listeners = new Set<Listener>();
let renewing: Promise<unknown> = Promise.resolve();
let lastEnded: string | undefined;

export function onSessionEnded(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * While this browser signs in again (after its own password change ended every session), a
 * refusal of the old token waits, and is dropped once the new session has replaced it.
 */
export function whileRenewing<T>(work: Promise<T>): Promise<T> {
  renewing = work.catch(() => undefined);
  return work;
}

/**
 * The API refused `refusedToken`. Unless a newer session has replaced it meanwhile (the
 * current token differs), the session ends, once per refused token.
 */
export async function reportRefusedToken(
  refusedToken: string | undefined,
  message: string,
  currentToken: () => Promise<string | null>,
): Promise<void> {
  await renewing;
  const current = await currentToken().catch(() => null);
  if (current && current !== refusedToken) return;
  if (refusedToken !== undefined && refusedToken === lastEnded) return;
  lastEnded = refusedToken;
  for (const listener of listeners) listener(message);
}
