import { createContext, useContext } from 'react';
import type { Role } from '@core/actor';

/** Spec section 4: checking, then signed out or signed in (groups from a fresh ID token). */
export type Session =
  | { status: 'checking' }
  | { status: 'signedOut' }
  | {
      status: 'signedIn';
      uid: string;
      /** '' for an account made with a phone number only. */
      email: string;
      /** The account's phone number (E.164) when its token carries one, else ''. */
      phone: string;
      groups: Role[];
    };

export type SignInOutcome =
  | { ok: true; groups: Role[] }
  | {
      ok: false;
      message: string;
      needsVerification: boolean;
      /** The account is suspended: the way to appeal (the contact page) is shown with it. */
      suspended?: boolean;
    };

export interface SignInOptions {
  /**
   * "Stay signed in on this phone?" (ticked unless the person unticks it). False: the session
   * ends when the browser closes and nothing of it is kept for offline use (session-only.ts).
   */
  stay: boolean;
}

export interface SignOutOptions {
  /**
   * The session was ended for the person (the API refused its token), not by them: what they
   * wrote offline stays on the phone for their next sign-in. By default a sign-out drops it.
   */
  keepKeptForms?: boolean;
}

/** What a sign-out did besides ending the session. */
export interface SignedOut {
  /** Forms written offline by the person, not sent yet, and deleted with their session. */
  droppedForms: number;
}

export interface SessionApi {
  session: Session;
  /** Never throws: failures come back as a message fit to show. */
  signIn(email: string, password: string, options?: SignInOptions): Promise<SignInOutcome>;
  /**
   * Signs in with the one-time ticket a texted code was exchanged for (number in E.164), as a
   * password sign-in does. Never throws: failures come back as a message fit to show.
   */
  signInWithTicket(number: string, ticket: string, options?: SignInOptions): Promise<SignInOutcome>;
  /** Throws an Error with the spec's message when signing out fails. */
  signOut(options?: SignOutOptions): Promise<SignedOut>;
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
