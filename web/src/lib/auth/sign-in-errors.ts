import { tApp, type AppKey } from '../../i18n/app/i18n';
import { ApiError } from '../api-error';

/** What the login screen shows (keys of the app catalogue); Cognito's own codes never reach the user. */
const signInKeys = {
  badCredentials: 'signIn.badCredentials',
  unconfirmed: 'signIn.unconfirmed',
  suspended: 'signIn.suspended',
  tooMany: 'error.tooMany',
  // The pre-authentication trigger's refusal (lambdas/triggers/pre-authentication.ts).
  locked: 'signIn.locked',
  network: 'error.network',
  unsupported: 'signIn.unsupported',
  // A phone sign-in's ticket was not taken (used, expired): a new texted code makes a new one.
  ticket: 'signIn.ticketRefused',
  generic: 'error.generic',
} as const satisfies Record<string, AppKey>;

export type SignInProblem = keyof typeof signInKeys;

/** What the login screen says for a problem, in the reader's language of the moment. */
export const signInMessage = (problem: SignInProblem): string => tApp(signInKeys[problem]);

const problemByName: Record<string, SignInProblem> = {
  NotAuthorizedException: 'badCredentials',
  // cognito-local answers a wrong password with InvalidPasswordException.
  InvalidPasswordException: 'badCredentials',
  UserNotFoundException: 'badCredentials',
  UserNotConfirmedException: 'unconfirmed',
  TooManyRequestsException: 'tooMany',
  LimitExceededException: 'tooMany',
  TooManyFailedAttemptsException: 'tooMany',
  NetworkError: 'network',
  // Amplify's own input checks: an empty field got past the form.
  EmptySignInUsername: 'badCredentials',
  EmptySignInPassword: 'badCredentials',
};

/** Classifies anything thrown while signing in (Amplify, fetch, our API client). */
export function signInProblem(error: unknown): SignInProblem {
  if (error instanceof ApiError) {
    return error.status === 0 ? 'network' : error.status === 429 ? 'tooMany' : 'generic';
  }
  const name = (error as { name?: unknown } | null)?.name;
  const said = String((error as { message?: unknown } | null)?.message ?? '');
  if (name === 'UserLambdaValidationException' && /too many failed sign-in/i.test(said))
    return 'locked';
  // Cognito's answer for an account disabled by a suspension (lambdas/ports/identity.ts). An
  // unknown address never gets it, so saying so tells a stranger nothing Cognito's own public
  // sign-in call would not (docs/decisions/accounts-and-sessions.md, "Suspended accounts are told
  // so").
  if (name === 'NotAuthorizedException' && /user is disabled/i.test(said)) return 'suspended';
  if (typeof name === 'string' && name in problemByName) return problemByName[name] ?? 'generic';
  // fetch rejects with a TypeError when offline; a chunk that fails to load says so too.
  if (error instanceof TypeError) return 'network';
  const message = String((error as { message?: unknown } | null)?.message ?? '');
  if (/network|failed to fetch|load failed/i.test(message)) return 'network';
  return 'generic';
}

export const signInErrorMessage = (error: unknown): string => signInMessage(signInProblem(error));
