import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { clearServerState } from '../server-state-reset';
import type { IdTokenInfo } from './id-token-info';
import { loadAuth } from './load-auth';
import {
  SessionContext,
  type Session,
  type SessionApi,
  type SignInOutcome,
} from './session-context';
import { whileRenewing } from './session-ended';
import { mightBeSignedIn } from './session-hint';
import { tApp } from '../../i18n/app/i18n';

const signedOut: Session = { status: 'signedOut' };
const toSession = (token: IdTokenInfo | null): Session =>
  token
    ? { status: 'signedIn', uid: token.uid, email: token.email, groups: token.groups }
    : signedOut;

/** Spec section 9: a sign-in token counts as fresh for 300 s. */
const FRESH_TOKEN_SECONDS = 300;

/** Reads a fresh enough token; any failure (offline, revoked) counts as signed out. */
const readSession = async (maxAgeSeconds = FRESH_TOKEN_SECONDS): Promise<Session> => {
  try {
    const auth = await loadAuth();
    return toSession(await auth.readIdToken(maxAgeSeconds));
  } catch {
    return signedOut;
  }
};

/** The password sign-in's code, fetched when first needed (null if it cannot be: offline). */
const loadPasswordSignIn = () =>
  import('./password-sign-in').then(
    (module) => module.signInWithPassword,
    () => null,
  );

export function SessionProvider({ children }: { children: ReactNode }) {
  // Without a stored session there is nothing to check: signed out at once, no Amplify download.
  const [session, setSession] = useState<Session>(() =>
    mightBeSignedIn() ? { status: 'checking' } : signedOut,
  );

  useEffect(() => {
    if (!mightBeSignedIn()) return;
    let current = true;
    void readSession().then((next) => current && setSession(next));
    return () => {
      current = false;
    };
  }, []);

  // Forced: called when the account changed (e-mail), so the token must be re-issued.
  const refresh = useCallback(async () => setSession(await readSession(0)), []);

  const signIn = useCallback(async (email: string, password: string): Promise<SignInOutcome> => {
    const signInWithPassword = await loadPasswordSignIn();
    if (!signInWithPassword)
      return { ok: false, message: tApp('error.network'), needsVerification: false };
    const { outcome, token } = await signInWithPassword(email, password, FRESH_TOKEN_SECONDS);
    if (outcome.ok) {
      clearServerState(); // nothing cached for a previous user survives
      setSession(toSession(token));
    }
    return outcome;
  }, []);

  // The same person again (their password changed): nothing cached is theirs to forget.
  const email = session.status === 'signedIn' ? session.email : null;
  const renew = useCallback(
    async (password: string) => {
      if (!email) return;
      await whileRenewing(
        (async () => {
          const signInWithPassword = await loadPasswordSignIn();
          if (!signInWithPassword) return;
          const { outcome, token } = await signInWithPassword(email, password, FRESH_TOKEN_SECONDS);
          if (outcome.ok) setSession(toSession(token));
        })(),
      );
    },
    [email],
  );

  const signOut = useCallback(async () => {
    try {
      const auth = await loadAuth();
      await auth.endSession();
    } catch {
      throw new Error(tApp('signOut.failed'));
    }
    clearServerState();
    setSession(signedOut);
  }, []);

  const api = useMemo<SessionApi>(
    () => ({ session, signIn, signOut, refresh, renew }),
    [session, signIn, signOut, refresh, renew],
  );
  return <SessionContext.Provider value={api}>{children}</SessionContext.Provider>;
}
