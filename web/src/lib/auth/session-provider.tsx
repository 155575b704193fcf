import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { authMessages } from '@core/auth/messages';
import { clearServerState } from '../server-state-reset';
import type { IdTokenInfo } from './id-token-info';
import { loadAuth } from './load-auth';
import {
  SessionContext,
  type Session,
  type SessionApi,
  type SignInOutcome,
} from './session-context';
import { mightBeSignedIn } from './session-hint';
import { signInMessage, signInProblem } from './sign-in-errors';

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
    try {
      const auth = await loadAuth();
      const step = await auth.passwordSignIn(email, password);
      if (step !== 'signedIn') {
        const unconfirmed = step === 'unconfirmed';
        const message = signInMessage(unconfirmed ? 'unconfirmed' : 'unsupported');
        return { ok: false, message, needsVerification: unconfirmed };
      }
      // Just issued by Cognito, so fresh: its groups are current.
      const next = toSession(await auth.readIdToken(FRESH_TOKEN_SECONDS));
      clearServerState(); // nothing cached for a previous user survives
      setSession(next);
      return { ok: true, groups: next.status === 'signedIn' ? next.groups : [] };
    } catch (error) {
      const problem = signInProblem(error);
      return {
        ok: false,
        message: signInMessage(problem),
        needsVerification: problem === 'unconfirmed',
      };
    }
  }, []);

  const signOut = useCallback(async () => {
    try {
      const auth = await loadAuth();
      await auth.endSession();
    } catch {
      throw new Error(authMessages.signOutFailed);
    }
    clearServerState();
    setSession(signedOut);
  }, []);

  const api = useMemo<SessionApi>(
    () => ({ session, signIn, signOut, refresh }),
    [session, signIn, signOut, refresh],
  );
  return <SessionContext.Provider value={api}>{children}</SessionContext.Provider>;
}
