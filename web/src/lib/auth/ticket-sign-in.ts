import { loadAuth } from './load-auth';
import type { PasswordSignIn } from './password-sign-in';
import { signInMessage, signInProblem, type SignInProblem } from './sign-in-errors';

/** A sign-in's outcome to show, and on success the fresh token the session is made from. */
export type TicketSignIn = PasswordSignIn;

/**
 * Signs in with the one-time ticket a texted code was exchanged for (the phone sign-in and
 * registration routes answer it): Cognito's custom challenge, on the web client, as a password
 * sign-in is. Fetched only when someone signs in by phone. Never throws: failures come back as a
 * message fit to show.
 */
export async function signInWithTicket(
  number: string,
  ticket: string,
  freshSeconds: number,
  stay: boolean,
): Promise<TicketSignIn> {
  const failed = (problem: SignInProblem): TicketSignIn => ({
    outcome: {
      ok: false,
      message: signInMessage(problem),
      needsVerification: false,
      suspended: problem === 'suspended',
    },
    token: null,
  });
  try {
    const auth = await loadAuth();
    if ((await auth.ticketSignIn(number, ticket, stay)) !== 'signedIn') return failed('ticket');
    // Just issued by Cognito, so fresh: its groups are current.
    const token = await auth.readIdToken(freshSeconds);
    return { outcome: { ok: true, groups: token?.groups ?? [] }, token };
  } catch (error) {
    const problem = signInProblem(error);
    // Cognito refuses a wrong or spent answer as a wrong password: here it is the ticket.
    return failed(problem === 'badCredentials' ? 'ticket' : problem);
  }
}
