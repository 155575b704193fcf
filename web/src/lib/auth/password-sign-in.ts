import type { IdTokenInfo } from './id-token-info';
import { loadAuth } from './load-auth';
import type { SignInOutcome } from './session-context';
import { signInMessage, signInProblem } from './sign-in-errors';

/** A sign-in's outcome to show, and on success the fresh token the session is made from. */
export interface PasswordSignIn {
  outcome: SignInOutcome;
  token: IdTokenInfo | null;
}

/**
 * Signs in with e-mail and password. Fetched only when someone signs in (with the login
 * page), so that the classification of Cognito's failures stays out of the first page's code.
 * Never throws: failures come back as a message fit to show.
 */
export async function signInWithPassword(
  email: string,
  password: string,
  freshSeconds: number,
  /** "Stay signed in on this phone?": false keeps the session until the browser closes. */
  stay = true,
): Promise<PasswordSignIn> {
  const failed = (problem: Parameters<typeof signInMessage>[0]): PasswordSignIn => ({
    outcome: {
      ok: false,
      message: signInMessage(problem),
      needsVerification: problem === 'unconfirmed',
      suspended: problem === 'suspended',
    },
    token: null,
  });
  try {
    const auth = await loadAuth();
    const step = await auth.passwordSignIn(email, password, stay);
    if (step !== 'signedIn') return failed(step === 'unconfirmed' ? 'unconfirmed' : 'unsupported');
    // Just issued by Cognito, so fresh: its groups are current.
    const token = await auth.readIdToken(freshSeconds);
    return { outcome: { ok: true, groups: token?.groups ?? [] }, token };
  } catch (error) {
    return failed(signInProblem(error));
  }
}
