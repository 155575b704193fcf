import { ApiError, GENERIC_MESSAGE, NETWORK_MESSAGE, TOO_MANY_MESSAGE } from '../api-error';

/** What the login screen shows; Cognito's own codes never reach the user. */
export const signInMessages = {
  badCredentials: 'Incorrect e-mail or password',
  unconfirmed: 'Please verify your e-mail first',
  tooMany: TOO_MANY_MESSAGE,
  // The pre-authentication trigger's refusal (lambdas/triggers/pre-authentication.ts).
  locked: 'Too many failed sign-in attempts. Please try again in 15 minutes.',
  network: NETWORK_MESSAGE,
  unsupported: 'This account needs a sign-in step we do not support yet. Please contact us.',
  generic: GENERIC_MESSAGE,
} as const;

export type SignInProblem = keyof typeof signInMessages;

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
  if (typeof name === 'string' && name in problemByName) return problemByName[name] ?? 'generic';
  // fetch rejects with a TypeError when offline; a chunk that fails to load says so too.
  if (error instanceof TypeError) return 'network';
  const message = String((error as { message?: unknown } | null)?.message ?? '');
  if (/network|failed to fetch|load failed/i.test(message)) return 'network';
  return 'generic';
}

export const signInErrorMessage = (error: unknown): string => signInMessages[signInProblem(error)];
