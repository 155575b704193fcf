/**
 * Everything that touches aws-amplify. Only ever loaded through load-auth.ts (a dynamic
 * import), so Amplify stays out of the first download.
 */
import { Amplify } from 'aws-amplify';
import { fetchAuthSession, signIn, signInWithRedirect, signOut } from 'aws-amplify/auth';
import 'aws-amplify/auth/enable-oauth-listener';
import type { ClientConfig, SocialProvider } from '../client-config';
import { parseIdToken, type IdTokenInfo } from './id-token-info';

/** Where a social sign-in comes back to: the callback and sign-out URLs of the app client. */
export const socialRedirectPaths = { signIn: '/', signOut: '/' } as const;

export function configureAmplify(config: ClientConfig): void {
  const oauth =
    config.oauthDomain && config.socialProviders.length > 0
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
        userPoolClientId: config.userPoolClientId,
        ...(config.userPoolEndpoint ? { userPoolEndpoint: config.userPoolEndpoint } : {}),
        ...(oauth ? { loginWith: { oauth } } : {}),
      },
    },
  });
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

/** USER_PASSWORD_AUTH: cognito-local has no SRP, and Cognito in AWS allows both. */
export async function passwordSignIn(
  email: string,
  password: string,
): Promise<PasswordSignInResult> {
  const attempt = () =>
    signIn({ username: email, password, options: { authFlowType: 'USER_PASSWORD_AUTH' } });
  let result;
  try {
    result = await attempt();
  } catch (error) {
    // A stale session in this browser blocks a new sign-in; end it and try once more.
    if ((error as Error)?.name !== 'UserAlreadyAuthenticatedException') throw error;
    await signOut().catch(() => undefined);
    result = await attempt();
  }
  if (result.isSignedIn) return 'signedIn';
  return result.nextStep.signInStep === 'CONFIRM_SIGN_UP' ? 'unconfirmed' : 'unsupportedStep';
}

export const endSession = (): Promise<void> => signOut();

/** Leaves for the provider. A session already here (linking from settings) is ended first. */
export async function startSocialSignIn(provider: SocialProvider): Promise<void> {
  try {
    await signInWithRedirect({ provider });
  } catch (error) {
    if ((error as Error)?.name !== 'UserAlreadyAuthenticatedException') throw error;
    await signOut();
    await signInWithRedirect({ provider });
  }
}
