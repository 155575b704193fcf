/**
 * Everything that touches aws-amplify. Only ever loaded through load-auth.ts (a dynamic
 * import), so Amplify stays out of the first download.
 */
import { Amplify } from 'aws-amplify';
import {
  confirmSignIn,
  fetchAuthSession,
  signIn,
  signInWithRedirect,
  signOut,
} from 'aws-amplify/auth';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import 'aws-amplify/auth/enable-oauth-listener';
import { defaultStorage, sessionStorage } from 'aws-amplify/utils';
import type { ClientConfig, SocialProvider } from '../client-config';
import { parseIdToken, type IdTokenInfo } from './id-token-info';
import { chooseSessionOnly, sessionOnly } from './session-only';

/** Where a social sign-in comes back to: the callback and sign-out URLs of the app client. */
export const socialRedirectPaths = { signIn: '/', signOut: '/' } as const;

/**
 * Which app client this browser's session belongs to. A password sign-in uses the web client, a
 * social sign-in the social client (infra/auth-clients.ts), and Amplify keeps tokens per client
 * id, so it must be configured with the session's own client on every page load.
 */
type SessionClient = 'web' | 'social';
const SESSION_CLIENT_KEY = 'marketplace.sessionClient';

function rememberedClient(): SessionClient {
  try {
    return localStorage.getItem(SESSION_CLIENT_KEY) === 'social' ? 'social' : 'web';
  } catch {
    return 'web';
  }
}

let configured: { config: ClientConfig; client: SessionClient } | undefined;

export function configureAmplify(config: ClientConfig, client = rememberedClient()): void {
  const socialOn = Boolean(
    config.oauthDomain && config.socialClientId && config.socialProviders.length > 0,
  );
  const use: SessionClient = client === 'social' && socialOn ? 'social' : 'web';
  configured = { config, client: use };
  const oauth =
    use === 'social' && config.oauthDomain
      ? {
          domain: config.oauthDomain,
          scopes: ['openid', 'email', 'profile'],
          redirectSignIn: [location.origin + socialRedirectPaths.signIn],
          redirectSignOut: [location.origin + socialRedirectPaths.signOut],
          responseType: 'code' as const,
          providers: config.socialProviders,
        }
      : undefined;
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: config.userPoolId,
        userPoolClientId:
          use === 'social' && config.socialClientId
            ? config.socialClientId
            : config.userPoolClientId,
        ...(config.userPoolEndpoint ? { userPoolEndpoint: config.userPoolEndpoint } : {}),
        ...(oauth ? { loginWith: { oauth } } : {}),
      },
    },
  });
  // Every configure points the token store back at localStorage: the session's own storage is
  // set again after it (a session that ends with the browser lives in sessionStorage).
  keepTokensIn(sessionOnly());
}

function keepTokensIn(untilClosed: boolean): void {
  cognitoUserPoolsTokenProvider.setKeyValueStorage(untilClosed ? sessionStorage : defaultStorage);
}

/**
 * Before a sign-in: where its tokens will be kept, as the person chose ("Stay signed in on this
 * phone?"). A session already kept in the other storage belongs to whoever signed in before and
 * did not sign out; it is ended first, as a new sign-in ends it in the same storage.
 */
async function keepSessionFor(stay: boolean): Promise<void> {
  if (sessionOnly() === !stay) return;
  await signOut().catch(() => undefined);
  chooseSessionOnly(!stay);
  keepTokensIn(!stay);
}

/** Points Amplify at the client of the sign-in about to start, and remembers it. */
function switchToClient(client: SessionClient): void {
  try {
    localStorage.setItem(SESSION_CLIENT_KEY, client);
  } catch {
    // storage blocked: this page load still uses the right client
  }
  if (configured && configured.client !== client) configureAmplify(configured.config, client);
}

/**
 * The ID token with its groups, no older than `maxAgeSeconds` when Cognito can be reached:
 * an older one is refreshed so groups changed since (on e-mail confirmation, by an admin) are
 * seen. If the refresh fails (bad connection), the stored token still tells who is signed in;
 * the API checks every call anyway.
 */
export async function readIdToken(maxAgeSeconds: number): Promise<IdTokenInfo | null> {
  let session = await fetchAuthSession();
  const issuedAt = Number(session.tokens?.idToken?.payload.iat ?? 0);
  if (session.tokens?.idToken && Date.now() / 1000 - issuedAt > maxAgeSeconds) {
    session = await fetchAuthSession({ forceRefresh: true }).catch(() => session);
    if (!session.tokens?.idToken) session = await fetchAuthSession();
  }
  const idToken = session.tokens?.idToken;
  return idToken ? parseIdToken(idToken.toString(), idToken.payload) : null;
}

export type PasswordSignInResult = 'signedIn' | 'unconfirmed' | 'unsupportedStep';

/** Starts a sign-in; a stale session in this browser blocks it, so that is ended and it is tried once more. */
async function startSignIn<T>(attempt: () => Promise<T>): Promise<T> {
  try {
    return await attempt();
  } catch (error) {
    if ((error as Error)?.name !== 'UserAlreadyAuthenticatedException') throw error;
    await signOut().catch(() => undefined);
    return attempt();
  }
}

/**
 * USER_PASSWORD_AUTH: cognito-local has no SRP, and Cognito in AWS allows both. `stay`: the
 * session outlives the browser (else it ends with it: session-only.ts).
 */
export async function passwordSignIn(
  email: string,
  password: string,
  stay = true,
): Promise<PasswordSignInResult> {
  switchToClient('web');
  await keepSessionFor(stay);
  const result = await startSignIn(() =>
    signIn({ username: email, password, options: { authFlowType: 'USER_PASSWORD_AUTH' } }),
  );
  if (result.isSignedIn) return 'signedIn';
  return result.nextStep.signInStep === 'CONFIRM_SIGN_UP' ? 'unconfirmed' : 'unsupportedStep';
}

export type TicketSignInResult = 'signedIn' | 'refused';

/**
 * A phone number proved by a texted code (POST /api/auth/phone/sign-in or /register answered a
 * one-time ticket): Cognito's custom challenge, with the number (E.164) as the user name and the
 * ticket as the answer. On the web client, like a password sign-in.
 */
export async function ticketSignIn(
  number: string,
  ticket: string,
  stay = true,
): Promise<TicketSignInResult> {
  switchToClient('web');
  await keepSessionFor(stay);
  const started = await startSignIn(() =>
    signIn({ username: number, options: { authFlowType: 'CUSTOM_WITHOUT_SRP' } }),
  );
  if (started.isSignedIn) return 'signedIn';
  if (started.nextStep.signInStep !== 'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE') return 'refused';
  const answered = await confirmSignIn({ challengeResponse: ticket });
  // Another challenge instead of tokens: the ticket was not taken (used, or expired).
  return answered.isSignedIn ? 'signedIn' : 'refused';
}

/** Signs out; the tab then keeps whoever signs in next where they choose (localStorage until then). */
export async function endSession(): Promise<void> {
  await signOut();
  chooseSessionOnly(false);
  keepTokensIn(false);
}

/** Leaves for the provider. A session already here (linking from settings) is ended first. */
export async function startSocialSignIn(provider: SocialProvider): Promise<void> {
  // Social sessions are kept as before (the provider's page asks nothing of this phone).
  await keepSessionFor(true);
  // A password session lives under the web client, out of the social client's sight: end it here.
  if (configured?.client === 'web') await signOut().catch(() => undefined);
  switchToClient('social');
  try {
    await signInWithRedirect({ provider });
  } catch (error) {
    if ((error as Error)?.name !== 'UserAlreadyAuthenticatedException') throw error;
    await signOut();
    await signInWithRedirect({ provider });
  }
}
