import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { clearServerState } from '../server-state-reset';
import type { IdTokenInfo } from './id-token-info';
import { loadAuth } from './load-auth';
import type { PasswordSignIn } from './password-sign-in';
import {
  SessionContext,
  type Session,
  type SessionApi,
  type SignedOut,
  type SignInOptions,
  type SignInOutcome,
  type SignOutOptions,
} from './session-context';
import { whileRenewing } from './session-ended';
import { mightBeSignedIn } from './session-hint';
import { sessionOnly } from './session-only';
import { tApp } from '../../i18n/app/i18n';

const signedOut: Session = { status: 'signedOut' };
const toSession = (token: IdTokenInfo | null): Session =>
  token
    ? {
        status: 'signedIn',
        uid: token.uid,
        email: token.email,
        phone: token.phone,
        groups: token.groups,
      }
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

/** The phone sign-in's code (a texted code's ticket), fetched when first needed. */
const loadTicketSignIn = () =>
  import('./ticket-sign-in').then(
    (module) => module.signInWithTicket,
    () => null,
  );

/** Deletes the signed-out person's forms kept offline (their code is fetched only then). */
const dropKeptForms = (account: string): Promise<number> =>
  import('../offline/outbox').then(
    ({ forgetFormsOf }) => forgetFormsOf(account),
    () => 0,
  );

const offline = (): SignInOutcome => ({
  ok: false,
  message: tApp('error.network'),
  needsVerification: false,
});

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

  /** A new person's session: nothing cached for a previous user survives. */
  const begin = useCallback(({ outcome, token }: PasswordSignIn): SignInOutcome => {
    if (outcome.ok) {
      clearServerState();
      setSession(toSession(token));
    }
    return outcome;
  }, []);

  const signIn = useCallback(
    async (email: string, password: string, options?: SignInOptions): Promise<SignInOutcome> => {
      const signInWithPassword = await loadPasswordSignIn();
      if (!signInWithPassword) return offline();
      return begin(
        await signInWithPassword(email, password, FRESH_TOKEN_SECONDS, options?.stay ?? true),
      );
    },
    [begin],
  );

  // Exactly as a password sign-in: the same fresh token, groups and cleared server state.
  const signInWithTicket = useCallback(
    async (number: string, ticket: string, options?: SignInOptions): Promise<SignInOutcome> => {
      const withTicket = await loadTicketSignIn();
      if (!withTicket) return offline();
      return begin(await withTicket(number, ticket, FRESH_TOKEN_SECONDS, options?.stay ?? true));
    },
    [begin],
  );

  // The same person again (their password changed): nothing cached is theirs to forget, and
  // the session stays where they chose to keep it. An account made by phone signs in with its
  // number and the password it just set (the pool's sign-in names are e-mail and phone number).
  const signInName = session.status === 'signedIn' ? session.email || session.phone : null;
  const renew = useCallback(
    async (password: string) => {
      if (!signInName) return;
      await whileRenewing(
        (async () => {
          const signInWithPassword = await loadPasswordSignIn();
          if (!signInWithPassword) return;
          const { outcome, token } = await signInWithPassword(
            signInName,
            password,
            FRESH_TOKEN_SECONDS,
            !sessionOnly(),
          );
          if (outcome.ok) setSession(toSession(token));
        })(),
      );
    },
    [signInName],
  );

  const uid = session.status === 'signedIn' ? session.uid : null;
  const signOut = useCallback(
    async (options?: SignOutOptions): Promise<SignedOut> => {
      try {
        const auth = await loadAuth();
        await auth.endSession();
      } catch {
        throw new Error(tApp('signOut.failed'));
      }
      // What they wrote offline and not sent yet is theirs alone: it goes with them, unless
      // the session was ended for them (they sign in again and it is sent).
      const droppedForms = uid && !options?.keepKeptForms ? await dropKeptForms(uid) : 0;
      clearServerState();
      setSession(signedOut);
      return { droppedForms };
    },
    [uid],
  );

  const api = useMemo<SessionApi>(
    () => ({ session, signIn, signInWithTicket, signOut, refresh, renew }),
    [session, signIn, signInWithTicket, signOut, refresh, renew],
  );
  return <SessionContext.Provider value={api}>{children}</SessionContext.Provider>;
}
