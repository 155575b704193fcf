import { returnedFromSocialSignIn } from './social-return';

/**
 * Whether Amplify may hold a session in this browser, decided without loading Amplify.
 * Amplify v6 keeps `CognitoIdentityServiceProvider.<clientId>.LastAuthUser` in localStorage
 * while signed in, and a social sign-in comes back with ?code=&state=. When neither is present
 * the visitor is signed out, and the ~90 KB of Amplify need not be downloaded on a slow link.
 */
const LAST_AUTH_USER = /^CognitoIdentityServiceProvider\.[^.]+\.LastAuthUser$/;

export function mightBeSignedIn(): boolean {
  try {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (key && LAST_AUTH_USER.test(key)) return true;
    }
  } catch {
    return true; // storage blocked: let Amplify decide
  }
  return returnedFromSocialSignIn();
}
