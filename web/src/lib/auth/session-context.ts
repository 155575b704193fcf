import { createContext, useContext } from 'react';
import type { Role } from '@core/actor';

/** Spec section 4: checking, then signed out or signed in (groups from a fresh ID token). */
export type Session =
  | { status: 'checking' }
  | { status: 'signedOut' }
  | { status: 'signedIn'; uid: string; email: string; groups: Role[] };

export type SignInOutcome =
  | { ok: true; groups: Role[] }
  | {
      ok: false;
      message: string;
      needsVerification: boolean;
      /** The account is suspended: the way to appeal (the contact page) is shown with it. */
      suspended?: boolean;
    };

export interface SessionApi {
  session: Session;
  /** Never throws: failures come back as a message fit to show. */
  signIn(email: string, password: string): Promise<SignInOutcome>;
  /** Throws an Error with the spec's message when signing out fails. */
  signOut(): Promise<void>;
  /** Re-reads the token, e.g. after the e-mail or the groups changed. */
  refresh(): Promise<void>;
  /**
   * Signs the same person in again with their new password: changing it ended every session,
   * this browser's too. Never throws; on failure the next API call asks them to sign in.
   */
  renew(password: string): Promise<void>;
}

export const SessionContext = createContext<SessionApi | null>(null);

export function useSession(): SessionApi {
  const api = useContext(SessionContext);
  if (!api) throw new Error('useSession must be used inside <SessionProvider>');
  return api;
}

/** The groups of the signed-in user, or null when signed out or still checking. */
export const groupsOf = (session: Session): Role[] | null =>
  session.status === 'signedIn' ? session.groups : null;
